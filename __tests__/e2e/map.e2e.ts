import { axeViolations } from "./support/axe"
import { readExpectations } from "../../lib/expectations"
import { expect, noProblems, test, visit } from "./support/fixtures"
import { servers } from "./support/project"

// These runs build without GATSBY_GOOGLE_MAPS_API_KEY: the maps must show directions and ask Google for nothing.
const base = servers.gatsby
const { site, copy, demo } = readExpectations()
const directions = (lat: number, lng: number) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`

test("/admin/maps/ shows the demo place and directions to it, and nothing leaves the machine", async ({
  page,
  problems,
}) => {
  await visit(page, base + "/admin/maps/")
  const card = page.locator('section[aria-labelledby="demo-map-heading"]')

  await expect(card.getByRole("heading", { name: demo.map.markerTitle })).toBeVisible()
  const link = card.getByRole("link", { name: "Get directions" })
  await expect(link).toHaveAttribute("href", directions(demo.map.lat, demo.map.lng))
  await expect(link).toBeVisible()

  // Scrolling the card into view must not fetch a map script either.
  await card.scrollIntoViewIfNeeded()
  await page.waitForLoadState("networkidle")
  const width = page.viewportSize()?.width ?? 0
  await expect
    .poll(async () => {
      const box = await card.boundingBox()
      return box && box.x + box.width
    })
    .toBeLessThanOrEqual(width)

  expect(await axeViolations(page, 'section[aria-labelledby="demo-map-heading"]')).toEqual([])
  expect(problems).toEqual(noProblems)
})

test("/ has a Location section with the address and directions to the hospital", async ({ page, problems }) => {
  await visit(page, base + "/")
  const section = page.getByRole("region", { name: copy.locationTitle })

  await section.scrollIntoViewIfNeeded()
  await page.waitForLoadState("networkidle")
  await expect(section.getByText(site.address)).toBeVisible()
  await expect(section.getByRole("link", { name: "Get directions" })).toHaveAttribute(
    "href",
    directions(site.map.lat, site.map.lng),
  )

  expect(await axeViolations(page, "#location")).toEqual([])
  expect(problems).toEqual(noProblems)
})
