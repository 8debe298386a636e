import type { Browser } from "playwright-core"
import { readContent } from "../support/content"
import { axeViolations } from "./support/axe"
import { launchBrowser, noProblems, openPage, viewportNames, visit } from "./support/browser"
import { servers } from "./support/servers"

// These runs build without GATSBY_GOOGLE_MAPS_API_KEY: the maps must show directions and ask Google for nothing.
const base = servers.gatsby
const demoMap = readContent<NonNullable<Queries.AdminMapsPageQuery["demoMap"]>>("demo/map.yaml")
const site = readContent<Queries.SiteSettingsFieldsFragment>("site.yaml")
const directions = (lat: number, lng: number) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe.each(viewportNames)("at %s width", viewport => {
  test("/admin/maps/ shows the demo place and directions to New York, and nothing leaves the machine", async () => {
    const { context, page, problems } = await openPage(browser, viewport)
    await visit(page, base + "/admin/maps/")
    const card = page.locator('section[aria-labelledby="demo-map-heading"]')

    await expect(card.getByRole("heading", { name: demoMap.markerTitle }).isVisible()).resolves.toBe(true)
    const link = card.getByRole("link", { name: "Get directions" })
    await expect(link.getAttribute("href")).resolves.toBe(directions(demoMap.lat, demoMap.lng))
    await expect(link.isVisible()).resolves.toBe(true)

    // Scrolling the card into view must not fetch a map script either.
    await card.scrollIntoViewIfNeeded()
    await page.waitForLoadState("networkidle")
    const box = await card.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)

    await expect(axeViolations(page, 'section[aria-labelledby="demo-map-heading"]')).resolves.toEqual([])
    expect(problems).toEqual(noProblems)
    await context.close()
  })

  test("/ has a Location section with the address and directions to the hospital", async () => {
    const { context, page, problems } = await openPage(browser, viewport)
    await visit(page, base + "/")
    const section = page.getByRole("region", { name: "Location" })

    await section.scrollIntoViewIfNeeded()
    await page.waitForLoadState("networkidle")
    await expect(section.getByText(site.address).isVisible()).resolves.toBe(true)
    await expect(section.getByRole("link", { name: "Get directions" }).getAttribute("href")).resolves.toBe(
      directions(site.map.lat, site.map.lng),
    )

    await expect(axeViolations(page, "#location")).resolves.toEqual([])
    expect(problems).toEqual(noProblems)
    await context.close()
  })
})
