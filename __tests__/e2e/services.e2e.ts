import type { Page } from "@playwright/test"
import { formatDays, formatOpeningTimes, formatTimes, serviceHours } from "../../src/site/components/OpeningHours/hours"
import { bookingRoute, homePath } from "../../src/model/routes"
import { serviceWords } from "../../src/site/i18n/service-words"
import { readExpectations } from "../../testkit/expectations"
import { expect, linesOf, test, visit } from "./support/fixtures"
import { servers } from "./support/project"

const base = servers.static
const { services: homeCards, servicePages, site, team } = readExpectations()

/** The schema.org types of the JSON-LD in the page's head. */
const jsonLdTypes = (page: Page) =>
  page.$$eval('script[type="application/ld+json"]', scripts =>
    scripts.map(script => (JSON.parse(script.textContent ?? "{}") as { "@type": string })["@type"]),
  )

for (const service of servicePages) {
  const { path } = service

  test.describe(`${path} @content`, () => {
    test("says what the service offers, whom it is for, how to prepare and when it is open", async ({ page }) => {
      await page.goto(base + path)
      await expect(page.getByRole("heading", { level: 1, name: service.title })).toBeVisible()
      const main = page.getByRole("main")
      for (const line of [service.summary, ...service.offers, ...service.audience, ...service.preparation]) {
        await expect(main.getByText(line, { exact: true })).toBeVisible()
      }
      const hours = serviceHours(site.openingHours, service.slug)
      // A service just added, whose hours are not published yet, asks visitors to call.
      if (hours.length === 0) {
        const { before, after } = serviceWords.en.callForHours
        await expect(main.getByText(`${before}${site.phone}${after}`)).toBeVisible()
      }
      for (const line of hours) {
        await expect(main.getByText(formatDays(line.days), { exact: true })).toBeVisible()
        const times = main.getByText(formatTimes(line), { exact: true }).first()
        await expect(times).toBeVisible()
        // A time range on one line, not broken at its dash.
        expect(await linesOf(times), formatTimes(line)).toBe(1)
      }
      await expect(main.getByRole("link", { name: site.emergencyPhone })).toBeVisible()
    })

    test("lists who works in the service and on which days, from the team's cards", async ({ page }) => {
      await page.goto(base + path)
      const members = team.flatMap(({ title, services }) =>
        (services ?? [])
          .filter(({ service: slug }) => slug === service.slug)
          .map(({ days }) => `${title}: ${formatDays(days)}`),
      )
      const heading = page.getByRole("heading", { level: 2, name: "Who you will see" })
      if (members.length === 0) {
        await expect(heading).toHaveCount(0)
        return
      }
      await expect(heading.locator("xpath=following-sibling::ul[1]").getByRole("listitem")).toHaveText(members)
    })

    test("has a breadcrumb, and tells search engines it is a clinic of the hospital", async ({ page }) => {
      await page.goto(base + path)
      const trail = page.getByRole("navigation", { name: "Breadcrumb" })
      await expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", homePath)
      await expect(trail.getByText(service.title)).toHaveAttribute("aria-current", "page")
      expect((await jsonLdTypes(page)).sort()).toEqual(["BreadcrumbList", "MedicalClinic", "WebPage"])
    })

    test("Book leads to the appointment form with this service chosen", async ({ page }) => {
      await visit(page, base + path)
      await page.getByRole("link", { name: "Book an appointment" }).first().click()
      await expect(page).toHaveURL(base + bookingRoute.path(service.slug))
      await expect(page.getByRole("combobox", { name: "Service" })).toHaveValue(service.slug)
      await expect(page.getByRole("combobox", { name: "Service" })).toBeInViewport()
    })
  })
}

test("each service has its card on the home page, in their order, leading to its page @content", async ({ page }) => {
  await page.goto(base + homePath)
  const cards = page.locator("#services article")
  await expect(cards).toHaveCount(servicePages.length)
  for (const [index, card] of homeCards.entries()) {
    await expect(cards.nth(index).getByRole("link", { name: card.title })).toHaveAttribute("href", card.path)
  }
})

test("every service is in the menu, the appointment form and the footer @content", async ({ page }) => {
  await visit(page, base + homePath)
  const menu = page.locator('button[popovertarget="public-menu"]')
  if (await menu.isVisible()) await menu.click()
  await page.getByRole("banner").locator("summary", { hasText: "Services" }).click()
  const footer = page.getByRole("navigation", { name: "Services and opening hours" })
  for (const service of servicePages) {
    await expect(page.getByRole("banner").getByRole("link", { name: service.title })).toHaveAttribute(
      "href",
      service.path,
    )
    const link = footer.getByRole("link", { name: service.title })
    await expect(link).toHaveAttribute("href", service.path)
    // The inner locator of `has` is queried inside each item, so it starts from the page, not the footer.
    const item = footer.getByRole("listitem").filter({ has: page.getByRole("link", { name: service.title }) })
    for (const line of formatOpeningTimes(serviceHours(site.openingHours, service.slug))) {
      await expect(item.getByText(line, { exact: true })).toBeVisible()
    }
  }
  await expect(page.getByRole("combobox", { name: "Service" }).getByRole("option")).toHaveText([
    /./,
    ...servicePages.map(service => service.title),
  ])
})
