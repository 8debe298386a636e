import fs from "fs"
import { join } from "path"
import type { Browser, Page } from "playwright-core"
import { readContent, readItems } from "../support/content"
import { axeViolations } from "./support/axe"
import {
  Problems,
  horizontalOverflow,
  launchBrowser,
  noProblems,
  openPage,
  viewportNames,
  visit,
} from "./support/browser"
import { pageScripts, publicDir } from "./support/scripts"
import { servers } from "./support/servers"

const base = servers.gatsby
const statCards = readItems<Queries.AdminDashboardPageQuery["allStatCard"]["nodes"][number]>("demo/stat-cards.yaml")
const projects = readItems<Queries.AdminTablesPageQuery["allProjectRow"]["nodes"][number]>("demo/projects.yaml")
const account = readContent<NonNullable<Queries.AdminSettingsPageQuery["demoAccount"]>>("demo/account.yaml")
const landing = readContent<NonNullable<Queries.LandingPageQuery["demoLanding"]>>("demo/landing.yaml")
const profile = readContent<NonNullable<Queries.ProfilePageQuery["demoProfile"]>>("demo/profile.yaml")

const demoMessage = /demonstration page/i

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/**
 * Every screen: nothing wider than the viewport, no axe violations, nothing went wrong.
 * `axeScope` limits axe to one part of the page (undefined: the whole page): /landing and /profile
 * sit in the public layout, which its own tests check.
 */
async function expectSound(page: Page, problems: Problems, axeScope?: string) {
  expect(await horizontalOverflow(page)).toBe(0)
  expect(await axeViolations(page, axeScope)).toEqual([])
  expect(problems).toEqual(noProblems)
}

/** Submits a demo form and checks it stayed on the page, sent nothing and said so. */
async function expectDemoSubmit(page: Page, submit: string, message: RegExp) {
  const path = new URL(page.url()).pathname
  const requests: string[] = []
  page.on("request", request => {
    if (request.method() !== "GET") requests.push(`${request.method()} ${request.url()}`)
  })
  await page.getByRole("button", { name: submit }).click()
  await expect(page.getByRole("status").filter({ hasText: message }).isVisible()).resolves.toBe(true)
  expect(new URL(page.url()).pathname).toBe(path)
  expect(requests).toEqual([])
}

test("chart.js is loaded by the dashboard only", async () => {
  // A method name of chart.js that minifying keeps: finds its code in whichever chunk holds it.
  const chartCode = "getLabelAndValue"
  const scriptsWithChart = async (path: string) => {
    const { files } = await pageScripts(browser, path)
    return [...files].filter(file => fs.readFileSync(join(publicDir, file), "utf8").includes(chartCode)).length
  }
  await expect(scriptsWithChart("/admin/dashboard/")).resolves.toBeGreaterThan(0)
  for (const path of ["/admin/tables/", "/admin/settings/", "/auth/login/", "/landing/", "/"]) {
    await expect(scriptsWithChart(path)).resolves.toBe(0)
  }
})

describe.each(viewportNames)("at %s width", viewport => {
  const phone = viewport === "phone"

  /** On a phone the sidebar is closed: open it before using a link in it. */
  async function sidebarLink(page: Page, name: string) {
    const toggle = page.getByRole("button", { name: "Open menu" })
    if (phone) {
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false")
      await expect(page.getByRole("navigation", { name: "Demo pages" }).isVisible()).resolves.toBe(false)
      await toggle.click()
      await expect(page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).resolves.toBe("true")
    } else {
      await expect(toggle.isVisible()).resolves.toBe(false)
    }
    return page.getByRole("navigation", { name: "Demo pages" }).getByRole("link", { name, exact: true })
  }

  test("/admin/dashboard/ shows the stat cards, two drawn charts and both tables", async () => {
    const { context, page, problems } = await openPage(browser, viewport)
    await visit(page, base + "/admin/dashboard/")
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" }).isVisible()).resolves.toBe(true)
    for (const card of statCards) {
      await expect(page.getByRole("heading", { name: card.subtitle, exact: true }).isVisible()).resolves.toBe(true)
      await expect(page.getByText(card.title, { exact: true }).isVisible()).resolves.toBe(true)
    }

    const year = new Date().getFullYear()
    const charts = page.locator("canvas[role=img]")
    await expect(charts.count()).resolves.toBe(2)
    await expect(charts.nth(0).getAttribute("aria-label")).resolves.toContain(`${year}:`)
    await expect(charts.nth(1).getAttribute("aria-label")).resolves.toContain(`${year - 1}:`)
    for (const index of [0, 1]) {
      await charts.nth(index).scrollIntoViewIfNeeded()
      const inked = await charts.nth(index).evaluate((canvas: HTMLCanvasElement) => {
        const pixels = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data ?? []
        let count = 0
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) count++
        return count
      })
      expect(inked).toBeGreaterThan(1000)
    }

    await expect(page.getByRole("table", { name: "Page visits" }).isVisible()).resolves.toBe(true)
    await expect(page.getByRole("table", { name: "Social traffic" }).isVisible()).resolves.toBe(true)
    const link = await sidebarLink(page, "Dashboard")
    await expect(link.getAttribute("aria-current")).resolves.toBe("page")
    await expectSound(page, problems)
    await context.close()
  })

  test("/admin/tables/ shows both project tables with budgets, statuses and progress bars", async () => {
    const { context, page, problems } = await openPage(browser, viewport)
    await visit(page, base + "/admin/tables/")
    const tables = page.getByRole("table")
    await expect(tables.count()).resolves.toBe(2)
    for (const index of [0, 1]) {
      const table = tables.nth(index)
      for (const row of projects) {
        const tr = table.getByRole("row", { name: new RegExp(row.project) })
        await expect(tr.getByText(`$${row.budget.toLocaleString("en-US")}`).count()).resolves.toBe(1)
        await expect(tr.getByText(row.status, { exact: true }).count()).resolves.toBe(1)
        await expect(
          tr.getByRole("progressbar", { name: `Completion of ${row.project}` }).getAttribute("aria-valuenow"),
        ).resolves.toBe(String(row.completion))
      }
    }
    // The first row's action menu: opens on click, closes on a second click.
    const actions = page.getByRole("button", { name: `Actions for ${projects[0].project}` }).first()
    await actions.scrollIntoViewIfNeeded()
    await actions.click()
    await expect(page.getByRole("button", { name: "Another action" }).first().isVisible()).resolves.toBe(true)
    await actions.click()
    await expect(actions.getAttribute("aria-expanded")).resolves.toBe("false")

    const link = await sidebarLink(page, "Tables")
    await expect(link.getAttribute("aria-current")).resolves.toBe("page")
    await expect(
      page
        .getByRole("navigation", { name: "Demo pages" })
        .getByRole("link", { name: "Dashboard" })
        .getAttribute("aria-current"),
    ).resolves.toBeNull()
    await expectSound(page, problems)
    await context.close()
  })

  test("the admin navbar: dropdowns open and close, the search sends nothing", async () => {
    const { context, page, problems } = await openPage(browser, viewport)
    await visit(page, base + "/admin/tables/")
    for (const name of ["Notifications", "Account menu"]) {
      const toggle = page.getByRole("button", { name })
      await toggle.click()
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true")
      await expect(page.getByRole("button", { name: "Separated link" }).first().isVisible()).resolves.toBe(true)
      await page.keyboard.press("Escape")
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false")
      await toggle.click()
      // A click on the bare edge of the page, away from the menu.
      await page.mouse.click(2, 300)
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false")
    }
    await page.getByLabel("Search here").fill("beds")
    await page.getByLabel("Search here").press("Enter")
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /nothing was searched/ })
        .isVisible(),
    ).resolves.toBe(true)
    expect(problems).toEqual(noProblems)
    await context.close()
  })

  test("the sidebar follows a link and closes", async () => {
    const { context, page, problems } = await openPage(browser, viewport)
    await visit(page, base + "/admin/dashboard/")
    if (phone) {
      await page.getByRole("button", { name: "Open menu" }).click()
      await page.keyboard.press("Escape")
      await expect(page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).resolves.toBe("false")
    }
    await (await sidebarLink(page, "Settings")).click()
    await page.waitForURL(url => url.pathname === "/admin/settings/")
    // The address changes before the new page has rendered; wait for its heading (fails on timeout).
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor({ state: "visible" })
    if (phone) {
      await expect(page.getByRole("navigation", { name: "Demo pages" }).isVisible()).resolves.toBe(false)
    }
    expect(problems).toEqual(noProblems)
    await context.close()
  })

  test("/admin/settings/ shows the prefilled account form, and saving sends nothing", async () => {
    const { context, page, problems } = await openPage(browser, viewport)
    await visit(page, base + "/admin/settings/")
    for (const legend of ["User Information", "Contact Information", "About Me"]) {
      await expect(page.getByRole("group", { name: legend }).isVisible()).resolves.toBe(true)
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
    for (const [label, value] of fields) {
      await expect(page.getByLabel(label, { exact: true }).inputValue()).resolves.toBe(value)
    }
    await expectDemoSubmit(page, "Save", /nothing was saved/)
    await expectSound(page, problems)
    await context.close()
  })

  test("/auth/login/ shows the sign-in form, and signing in sends nothing", async () => {
    const { context, page, problems } = await openPage(browser, viewport)
    await visit(page, base + "/auth/login/")
    for (const text of ["Sign in with", "Or sign in with credentials"]) {
      await expect(page.getByText(text, { exact: true }).isVisible()).resolves.toBe(true)
    }
    await expect(page.getByLabel("Email").getAttribute("type")).resolves.toBe("email")
    await expect(page.getByLabel("Password").getAttribute("type")).resolves.toBe("password")
    await page.getByLabel("Remember me").check()
    await expect(page.getByRole("link", { name: "Create new account" }).getAttribute("href")).resolves.toBe(
      "/auth/register/",
    )
    await page.getByLabel("Email").fill("someone@example.com")
    await page.getByLabel("Password").fill("secret")
    await expectDemoSubmit(page, "Sign In", demoMessage)
    await page.getByRole("button", { name: "Forgot password?" }).click()
    await expect(page.getByText(/no password can be reset/).isVisible()).resolves.toBe(true)
    await expectSound(page, problems)
    await context.close()
  })

  test("/auth/register/ shows the sign-up form with a text Name field, and a provider button sends nothing", async () => {
    const { context, page, problems } = await openPage(browser, viewport)
    await visit(page, base + "/auth/register/")
    for (const text of ["Sign up with", "Or sign up with credentials"]) {
      await expect(page.getByText(text, { exact: true }).isVisible()).resolves.toBe(true)
    }
    await expect(page.getByLabel("Name").getAttribute("type")).resolves.toBe("text")
    await expect(page.getByLabel("Email").getAttribute("type")).resolves.toBe("email")
    await expect(page.getByLabel("Password").isVisible()).resolves.toBe(true)
    await expect(page.getByLabel("I agree with the Privacy Policy").isVisible()).resolves.toBe(true)
    await expect(page.getByRole("button", { name: "Create Account" }).isVisible()).resolves.toBe(true)
    await expectDemoSubmit(page, "GitHub", demoMessage)
    await expectSound(page, problems)
    await context.close()
  })

  test("/landing/ shows the hero, features, team and a contact form that sends nothing", async () => {
    const { context, page, problems } = await openPage(browser, viewport)
    await visit(page, base + "/landing/")
    await expect(page.getByRole("heading", { level: 1, name: landing.hero.title }).isVisible()).resolves.toBe(true)
    for (const feature of landing.features) {
      await expect(page.getByRole("heading", { name: feature.title }).isVisible()).resolves.toBe(true)
    }
    await expect(landing.people).toHaveLength(4)
    for (const person of landing.people) {
      await expect(page.getByRole("heading", { name: person.name }).isVisible()).resolves.toBe(true)
    }
    await expect(page.getByText(/24 hours/).isVisible()).resolves.toBe(true)
    await page.getByLabel("Full Name").fill("Someone")
    await page.getByLabel("Email").fill("someone@example.com")
    await page.getByLabel("Message").fill("Hello")
    await expectDemoSubmit(page, "Send Message", /not sent anywhere/)
    await expectSound(page, problems, "#main")
    await context.close()
  })

  test("/profile/ shows the person, counts and a Connect button", async () => {
    const { context, page, problems } = await openPage(browser, viewport)
    await visit(page, base + "/profile/")
    await expect(page.getByRole("heading", { level: 1, name: profile.name }).isVisible()).resolves.toBe(true)
    for (const [term, value] of [
      ["Friends", profile.friends],
      ["Photos", profile.photos],
      ["Comments", profile.comments],
    ] as const) {
      await expect(
        page
          .getByRole("definition")
          .filter({ hasText: String(value) })
          .count(),
      ).resolves.toBeGreaterThan(0)
      await expect(page.getByRole("term").filter({ hasText: term }).isVisible()).resolves.toBe(true)
    }
    await expect(page.getByText(profile.location).isVisible()).resolves.toBe(true)
    await page.getByRole("button", { name: "Connect" }).click()
    await expect(page.getByRole("button", { name: "Connected" }).isVisible()).resolves.toBe(true)
    await expect(page.getByRole("status").filter({ hasText: demoMessage }).isVisible()).resolves.toBe(true)
    await expectSound(page, problems, "#main")
    await context.close()
  })
})
