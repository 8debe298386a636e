import fs from "fs"
import { join } from "path"
import type { Page } from "@playwright/test"
import { pageRoutes } from "../../src/model/routes"
import { extensionRoutes } from "../../src/registry"
import { breakpoints } from "../../src/site/theme/theme"
import { axeViolations } from "./support/axe"
import { readExpectations } from "../../testkit/expectations"
import { Problems, expect, expectNoHorizontalOverflow, noProblems, test, visit } from "./support/fixtures"
import { publicDir, servers } from "./support/project"
import { pageScripts } from "./support/scripts"

const base = servers.static
const demo = readExpectations().demo
if (!demo) throw new Error("src/extensions.ts does not list the demonstration screens, whose tests these are")
const { statCards, projects, account, landing, profile } = demo

/** What the auth screens say when a form or button of theirs is used. */
const demoMessage = /demonstration page/i

/** A demo screen's name in the sidebar and the Demo Pages menu. */
const label = (path: string) => extensionRoutes.find(route => route.path === path)?.label ?? path

/**
 * Every screen: nothing wider than the viewport, no axe violations, nothing went wrong.
 * `axeScope` limits axe to one part of the page (undefined: the whole page): /landing and /profile
 * sit in the public layout, which its own tests check.
 */
async function expectSound(page: Page, problems: Problems, axeScope?: string) {
  await expectNoHorizontalOverflow(page)
  expect(await axeViolations(page, axeScope)).toEqual([])
  expect(problems).toEqual(noProblems)
}

/** Submits a demo form and checks it stayed on the page, sent nothing and said so. */
async function expectDemoSubmit(page: Page, submit: string, message: RegExp | string) {
  const path = new URL(page.url()).pathname
  const requests: string[] = []
  page.on("request", request => {
    if (request.method() !== "GET") requests.push(`${request.method()} ${request.url()}`)
  })
  await page.getByRole("button", { name: submit }).click()
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible()
  await expect(page).toHaveURL(url => url.pathname === path)
  expect(requests).toEqual([])
}

/** Below the md breakpoint the sidebar is closed: open it before using a link in it. */
async function sidebarLink(page: Page, name: string) {
  const toggle = page.getByRole("button", { name: "Open menu" })
  if ((page.viewportSize()?.width ?? 0) < breakpoints.md) {
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(page.getByRole("navigation", { name: "Demo pages" })).toBeHidden()
    await toggle.click()
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true")
  } else {
    await expect(toggle).toBeHidden()
  }
  return page.getByRole("navigation", { name: "Demo pages" }).getByRole("link", { name, exact: true })
}

test("chart.js is loaded by the dashboard only @phone", async ({ page }) => {
  test.slow()
  // A method name of chart.js that minifying keeps: finds its code in whichever chunk holds it.
  const chartCode = "getLabelAndValue"
  const scriptsWithChart = async (path: string) => {
    const { files } = await pageScripts(page, path)
    return [...files].filter(file => fs.readFileSync(join(publicDir, file), "utf8").includes(chartCode))
  }
  expect(await scriptsWithChart("/admin/dashboard/")).not.toEqual([])
  for (const { path } of [...pageRoutes, ...extensionRoutes].filter(route => route.path !== "/admin/dashboard/")) {
    expect({ path, scripts: await scriptsWithChart(path) }).toEqual({ path, scripts: [] })
  }
})

test("/admin/dashboard/ shows the stat cards, two drawn charts and both tables", async ({ page, problems }) => {
  await visit(page, base + "/admin/dashboard/")
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible()
  for (const card of statCards) {
    await expect(page.getByRole("heading", { name: card.subtitle, exact: true })).toBeVisible()
    await expect(page.getByText(card.title, { exact: true })).toBeVisible()
  }

  const year = new Date().getFullYear()
  const charts = page.locator("canvas[role=img]")
  await expect(charts).toHaveCount(2)
  await expect(charts.nth(0)).toHaveAttribute("aria-label", new RegExp(`${year}:`))
  await expect(charts.nth(1)).toHaveAttribute("aria-label", new RegExp(`${year - 1}:`))
  for (const index of [0, 1]) {
    await charts.nth(index).scrollIntoViewIfNeeded()
    const inkedPixels = () =>
      charts.nth(index).evaluate((canvas: HTMLCanvasElement) => {
        const pixels = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data ?? []
        let count = 0
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) count++
        return count
      })
    await expect.poll(inkedPixels, { message: `pixels drawn in chart ${index + 1}` }).toBeGreaterThan(1000)
  }

  await expect(page.getByRole("table", { name: "Page visits" })).toBeVisible()
  await expect(page.getByRole("table", { name: "Social traffic" })).toBeVisible()
  const link = await sidebarLink(page, label("/admin/dashboard/"))
  await expect(link).toHaveAttribute("aria-current", "page")
  await expectSound(page, problems)
})

test("/admin/tables/ shows both project tables with budgets, statuses and progress bars", async ({
  page,
  problems,
}) => {
  await visit(page, base + "/admin/tables/")
  const tables = page.getByRole("table")
  await expect(tables).toHaveCount(2)
  for (const index of [0, 1]) {
    const table = tables.nth(index)
    for (const row of projects) {
      const tr = table.getByRole("row", { name: row.project })
      await expect(tr.getByText(`$${row.budget.toLocaleString("en-US")}`)).toHaveCount(1)
      await expect(tr.getByText(row.status, { exact: true })).toHaveCount(1)
      await expect(tr.getByRole("progressbar", { name: `Completion of ${row.project}` })).toHaveAttribute(
        "aria-valuenow",
        String(row.completion),
      )
    }
  }
  // The first row's action menu: opens on click, closes on a second click.
  const actions = page.getByRole("button", { name: `Actions for ${projects[0].project}` }).first()
  await actions.scrollIntoViewIfNeeded()
  await actions.click()
  await expect(page.getByRole("button", { name: "Another action" }).first()).toBeVisible()
  await actions.click()
  await expect(actions).toHaveAttribute("aria-expanded", "false")

  const link = await sidebarLink(page, label("/admin/tables/"))
  await expect(link).toHaveAttribute("aria-current", "page")
  await expect(
    page.getByRole("navigation", { name: "Demo pages" }).getByRole("link", { name: label("/admin/dashboard/") }),
  ).not.toHaveAttribute("aria-current")
  await expectSound(page, problems)
})

test("the admin navbar: dropdowns open and close, the search sends nothing", async ({ page, problems }) => {
  await visit(page, base + "/admin/tables/")
  for (const name of ["Notifications", "Account menu"]) {
    const toggle = page.getByRole("button", { name })
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByRole("button", { name: "Separated link" }).first()).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    // A click on the bare edge of the page, away from the menu.
    await page.mouse.click(2, 300)
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
  }
  await page.getByLabel("Search here").fill("beds")
  await page.getByLabel("Search here").press("Enter")
  await expect(page.getByRole("status").filter({ hasText: /nothing was searched/ })).toBeVisible()
  expect(problems).toEqual(noProblems)
})

test("the sidebar follows a link and closes", async ({ page, problems }) => {
  await visit(page, base + "/admin/dashboard/")
  const narrow = (page.viewportSize()?.width ?? 0) < breakpoints.md
  if (narrow) {
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.keyboard.press("Escape")
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false")
  }
  await (await sidebarLink(page, label("/admin/settings/"))).click()
  await expect(page).toHaveURL(url => url.pathname === "/admin/settings/")
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible()
  if (narrow) await expect(page.getByRole("navigation", { name: "Demo pages" })).toBeHidden()
  expect(problems).toEqual(noProblems)
})

test("/admin/settings/ shows the prefilled account form, and saving sends nothing", async ({ page, problems }) => {
  await visit(page, base + "/admin/settings/")
  for (const legend of ["User Information", "Contact Information", "About Me"]) {
    await expect(page.getByRole("group", { name: legend })).toBeVisible()
  }
  const fields: [string, string][] = [
    ["Username", account.username],
    ["Email address", account.email],
    ["First Name", account.firstName],
    ["Last Name", account.lastName],
    ["Address", account.address],
    ["City", account.city],
    ["Country", account.country],
    ["Postal Code", account.postalCode],
    ["About me", account.aboutMe],
  ]
  for (const [fieldLabel, value] of fields) {
    await expect(page.getByLabel(fieldLabel, { exact: true })).toHaveValue(value)
  }
  await expectDemoSubmit(page, "Save", /nothing was saved/)
  await expectSound(page, problems)
})

test("/auth/login/ shows the sign-in form, and signing in sends nothing", async ({ page, problems }) => {
  await visit(page, base + "/auth/login/")
  for (const text of ["Sign in with", "Or sign in with credentials"]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible()
  }
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email")
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password")
  await page.getByLabel("Remember me").check()
  await expect(page.getByLabel("Remember me")).toBeChecked()
  await expect(page.getByRole("link", { name: "Create new account" })).toHaveAttribute("href", "/auth/register/")
  await page.getByLabel("Email").fill("someone@example.com")
  await page.getByLabel("Password").fill("secret")
  await expectDemoSubmit(page, "Sign In", demoMessage)
  await page.getByRole("button", { name: "Forgot password?" }).click()
  await expect(page.getByText(/no password can be reset/)).toBeVisible()
  await expectSound(page, problems)
})

test("/auth/register/ shows the sign-up form with a text Name field, and a provider button sends nothing", async ({
  page,
  problems,
}) => {
  await visit(page, base + "/auth/register/")
  for (const text of ["Sign up with", "Or sign up with credentials"]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible()
  }
  await expect(page.getByLabel("Name")).toHaveAttribute("type", "text")
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email")
  await expect(page.getByLabel("Password")).toBeVisible()
  await expect(page.getByLabel("I agree with the Privacy Policy")).toBeVisible()
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible()
  await expectDemoSubmit(page, "GitHub", demoMessage)
  await expectSound(page, problems)
})

test("/landing/ shows the hero, features, team and a contact form that sends nothing", async ({ page, problems }) => {
  await visit(page, base + "/landing/")
  await expect(page.getByRole("heading", { level: 1, name: landing.hero.title })).toBeVisible()
  for (const feature of landing.features) {
    await expect(page.getByRole("heading", { name: feature.title })).toBeVisible()
  }
  for (const person of landing.people) {
    await expect(page.getByRole("heading", { name: person.name })).toBeVisible()
  }
  await expect(page.getByText(landing.contact.text)).toBeVisible()
  await page.getByLabel("Full Name").fill("Someone")
  await page.getByLabel("Email").fill("someone@example.com")
  await page.getByLabel("Message").fill("Hello")
  await expectDemoSubmit(page, "Send Message", landing.contact.sent)
  await expectSound(page, problems, "#main")
})

test("/profile/ shows the person, counts and a Connect button", async ({ page, problems }) => {
  await visit(page, base + "/profile/")
  await expect(page.getByRole("heading", { level: 1, name: profile.name })).toBeVisible()
  for (const [term, value] of [
    ["Friends", profile.friends],
    ["Photos", profile.photos],
    ["Comments", profile.comments],
  ] as const) {
    await expect(
      page
        .getByRole("definition")
        .filter({ hasText: String(value) })
        .first(),
    ).toBeVisible()
    await expect(page.getByRole("term").filter({ hasText: term })).toBeVisible()
  }
  await expect(page.getByText(profile.location)).toBeVisible()
  await page.getByRole("button", { name: "Connect" }).click()
  await expect(page.getByRole("button", { name: "Connected" })).toBeVisible()
  await expect(page.getByRole("status").filter({ hasText: profile.connected })).toBeVisible()
  await expectSound(page, problems, "#main")
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  /** Each demo form, what a visitor types in it, and how they submit it (a button, or Enter in the last field). */
  const forms: { path: string; fields: Record<string, string>; submit?: string }[] = [
    { path: "/auth/login/", fields: { Email: "amina@example.com", Password: "a-secret-password" }, submit: "Sign In" },
    {
      path: "/auth/register/",
      fields: { Name: "Amina Hassan", Email: "amina@example.com", Password: "a-secret-password" },
      submit: "Create Account",
    },
    { path: "/admin/settings/", fields: { "Email address": "amina@example.com" }, submit: "Save" },
    {
      path: "/landing/",
      fields: { "Full Name": "Amina Hassan", Email: "amina@example.com", Message: "Pain in my lower back." },
      submit: "Send Message",
    },
    { path: "/admin/tables/", fields: { "Search here": "amina@example.com" } },
  ]

  for (const { path, fields, submit } of forms) {
    test(`${path}: the browser posts the form to its own page, and nothing typed goes with it @phone`, async ({
      page,
    }) => {
      await page.goto(base + path)
      const labels = Object.keys(fields)
      for (const fieldLabel of labels) await page.getByLabel(fieldLabel, { exact: true }).fill(fields[fieldLabel])
      const submitted = page.waitForRequest(request => request.isNavigationRequest())
      if (submit) await page.getByRole("button", { name: submit }).click()
      else await page.getByLabel(labels[labels.length - 1], { exact: true }).press("Enter")
      const request = await submitted
      expect(request.url()).toBe(base + path)
      expect(request.method()).toBe("POST")
      expect(request.postData() ?? "").toBe("")
    })
  }
})
