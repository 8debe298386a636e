import type { Page } from "@playwright/test"
import { telHref, whatsappNumber, whatsappUrl } from "../../src/site/components/ContactLinks/phone"
import { bookingRoute, homePath, offlinePath, pageRoutes } from "../../src/model/routes"
import { axeViolations } from "./support/axe"
import { readExpectations } from "../../testkit/expectations"
import { expect, test, visit } from "./support/fixtures"
import { servers } from "./support/project"

const base = servers.static
const { copy, news, servicePages, site } = readExpectations()

/** Every public page: the routes, one article and each service page. */
const publicPaths = [
  ...pageRoutes.map(route => route.path),
  ...news.slice(0, 1).map(article => article.path),
  ...servicePages.map(page => page.path),
]

const bar = (page: Page) => page.getByRole("complementary", { name: "Call or WhatsApp us" })

/** WhatsApp is not reached in the tests: its address is answered here, and recorded. */
async function stubWhatsapp(page: Page): Promise<string[]> {
  const opened: string[] = []
  await page.context().route("https://wa.me/**", route => {
    opened.push(route.request().url())
    return route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" })
  })
  return opened
}

for (const path of publicPaths) {
  test(`${path}: Call and WhatsApp stay one tap away on a phone, and cover nothing @phone @content`, async ({
    page,
  }) => {
    await page.goto(base + path)
    const call = bar(page).getByRole("link", { name: /^Call/ })
    const whatsapp = bar(page).getByRole("link", { name: /^WhatsApp/ })
    await expect(call).toHaveAttribute("href", telHref(site.phone))
    await expect(whatsapp).toHaveAttribute("href", whatsappUrl(site.whatsapp))
    await expect(call).toBeInViewport()
    await expect(whatsapp).toBeInViewport()

    // At the very end of the page, the last line of the footer is still above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(call).toBeInViewport()
    const lastLine = page.getByRole("contentinfo").getByText(/^©/)
    await expect(lastLine).toBeInViewport()
    const [lineBox, barBox] = await Promise.all([lastLine.boundingBox(), bar(page).boundingBox()])
    expect((lineBox?.y ?? Infinity) + (lineBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0)
  })
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the bar is in the page's HTML from the start, so nothing moves when scripts run @phone @content", async ({
    page,
  }) => {
    await page.goto(base + servicePages[0].path)
    await expect(bar(page).getByRole("link", { name: /^Call/ })).toBeVisible()
    await expect(bar(page).getByRole("link", { name: /^WhatsApp/ })).toBeVisible()
  })

  test("Send hands what was typed to the email app, never to an address the site's host sees @phone @content", async ({
    page,
  }) => {
    const typed = { name: "Amina Hassan", email: "amina@example.com", message: "Pain in my lower back since Monday." }
    // Every address the browser asked the web for, decoded, query included.
    const webAddresses: string[] = []
    page.on("request", request => {
      const url = new URL(request.url())
      if (url.protocol.startsWith("http")) {
        webAddresses.push([decodeURIComponent(url.pathname), ...url.searchParams.values()].join(" "))
      }
    })
    await page.goto(base + homePath)
    await page.getByLabel("Name", { exact: true }).fill(typed.name)
    await page.getByLabel("Email", { exact: true }).fill(typed.email)
    await page.getByLabel("Message", { exact: true }).fill(typed.message)
    const submitted = page.waitForRequest(request => request.isNavigationRequest())
    await page.getByRole("button", { name: "Send", exact: true }).click()
    const request = await submitted

    for (const value of Object.values(typed)) {
      expect(webAddresses.filter(address => address.includes(value))).toEqual([])
    }
    const email = new URL(request.url())
    expect(email.protocol).toBe("mailto:")
    expect(decodeURIComponent(email.pathname)).toBe(site.email)
    expect(email.searchParams.get("subject")).toBe(copy.appointmentSubject)
    for (const value of Object.values(typed)) expect(email.searchParams.get("body")).toContain(value)
    await expect(page).toHaveURL(base + homePath)
  })
})

test("nothing on the page shifts as it loads, the bar included @phone", async ({ page }) => {
  await visit(page, base + servicePages[0].path)
  // The layout shifts recorded since the page began to load, and the elements that moved in each.
  const shifts = await page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined)
    observer.observe({ type: "layout-shift", buffered: true })
    const entries = observer.takeRecords() as unknown as { value: number; sources?: { node?: Node }[] }[]
    observer.disconnect()
    const bar = document.querySelector('[aria-label="Call or WhatsApp us"]')
    return {
      total: entries.reduce((sum, entry) => sum + entry.value, 0),
      inBar: entries.filter(entry => entry.sources?.some(source => source.node && bar?.contains(source.node))).length,
    }
  })
  expect(shifts).toEqual({ total: 0, inBar: 0 })
})

test("WhatsApp in the bar opens a chat with the hospital's number @phone @content", async ({ page }) => {
  const opened = await stubWhatsapp(page)
  await page.goto(base + offlinePath)
  await bar(page)
    .getByRole("link", { name: /^WhatsApp/ })
    .click()
  await expect(page).toHaveURL(whatsappUrl(site.whatsapp))
  expect(opened).toEqual([whatsappUrl(site.whatsapp)])
})

test("Send on WhatsApp opens a chat with the hospital's number and what the visitor typed @phone @content", async ({
  page,
}) => {
  await stubWhatsapp(page)
  const [service] = servicePages
  const asked: string[] = []
  page.on("request", request => asked.push(request.url()))
  await visit(page, base + bookingRoute.path(service.slug))
  // The service chosen stays on the phone: it is in the address's fragment, which no request carries.
  await expect(page.getByLabel("Service", { exact: true })).toHaveValue(service.slug)
  expect(asked.filter(url => new URL(url).search.includes(service.slug))).toEqual([])
  await expect(page.locator(`#${bookingRoute.anchor}`)).toBeInViewport()
  await page.getByLabel("Name", { exact: true }).fill("Amina Hassan")
  await page.getByLabel("Message", { exact: true }).fill("Any morning next week, please.")
  const [chat] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: "Send on WhatsApp" }).click(),
  ])
  await chat.waitForLoadState()
  const url = new URL(chat.url())
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${whatsappNumber(site.whatsapp)}`)
  const text = url.searchParams.get("text") ?? ""
  for (const typed of ["Amina Hassan", "Any morning next week, please.", service.title]) expect(text).toContain(typed)
  await expect(page.getByRole("link", { name: "Open WhatsApp again" })).toHaveAttribute("href", chat.url())
})

test("on a wide screen the top bar has WhatsApp and the emergency line, and the phone bar is gone @desktop @content", async ({
  page,
}) => {
  await page.goto(base + offlinePath)
  const top = page.getByRole("complementary", { name: "Contact details" })
  await expect(top.getByRole("link", { name: new RegExp(`WhatsApp`) })).toHaveAttribute(
    "href",
    whatsappUrl(site.whatsapp),
  )
  await expect(top.getByRole("link", { name: site.emergencyPhone })).toHaveAttribute(
    "href",
    telHref(site.emergencyPhone),
  )
  await expect(bar(page)).toBeHidden()
})

test("axe-core finds no accessibility violations on the form once WhatsApp has been asked to open", async ({
  page,
}) => {
  await stubWhatsapp(page)
  await visit(page, base + bookingRoute.path(servicePages[0].slug))
  await page.getByLabel("Name", { exact: true }).fill("Amina Hassan")
  await page.getByLabel("Message", { exact: true }).fill("Any morning next week, please.")
  const [chat] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: "Send on WhatsApp" }).click(),
  ])
  await chat.close()
  await expect(page.getByRole("link", { name: "Open WhatsApp again" })).toBeVisible()
  expect(await axeViolations(page, "#contact")).toEqual([])
})
