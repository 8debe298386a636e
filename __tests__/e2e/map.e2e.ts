import type { Page } from "@playwright/test"
import { axeViolations } from "./support/axe"
import { readExpectations } from "../../lib/expectations"
import { expect, noProblems, test, visit, waitForIslands, waitUntilSettled } from "./support/fixtures"
import { servers } from "./support/project"

// These runs build without GATSBY_GOOGLE_MAPS_API_KEY: the maps must show directions and ask Google for nothing.
const base = servers.static
const { site, copy, demo } = readExpectations()
const directions = (lat: number, lng: number) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`

/** Every request the page sends to another computer, as it leaves: the problems fixture sees one once it has failed. */
function requestsLeaving(page: Page): string[] {
  const leaving: string[] = []
  page.on("request", request => {
    const { protocol, hostname } = new URL(request.url())
    if (/^https?:$/.test(protocol) && hostname !== "127.0.0.1" && hostname !== "localhost") leaving.push(request.url())
  })
  return leaving
}

test("/admin/maps/ shows the demo place and directions to it, and nothing leaves the machine", async ({
  page,
  problems,
}) => {
  const leaving = requestsLeaving(page)
  await visit(page, base + "/admin/maps/")
  const card = page.locator('section[aria-labelledby="demo-map-heading"]')

  await expect(card.getByRole("heading", { name: demo.map.markerTitle })).toBeVisible()
  const link = card.getByRole("link", { name: "Get directions" })
  await expect(link).toHaveAttribute("href", directions(demo.map.lat, demo.map.lng))
  await expect(link).toBeVisible()

  // Without a key the card is the address and the link alone: no map area, which would load Google's script.
  await expect(card.getByRole("region")).toHaveCount(0)
  // Scrolling the card into view must not fetch a map script either, nor what the page fetches once idle.
  await card.scrollIntoViewIfNeeded()
  await waitUntilSettled(page)
  const width = page.viewportSize()?.width ?? 0
  await expect
    .poll(async () => {
      const box = await card.boundingBox()
      return box && box.x + box.width
    })
    .toBeLessThanOrEqual(width)

  expect(await axeViolations(page, 'section[aria-labelledby="demo-map-heading"]')).toEqual([])
  expect(leaving).toEqual([])
  expect(problems).toEqual(noProblems)
})

test("/ has a Location section with the address and directions to the hospital", async ({ page, problems }) => {
  const leaving = requestsLeaving(page)
  await visit(page, base + "/")
  const section = page.getByRole("region", { name: copy.locationTitle })

  // The map's block hydrates, with its code, as it nears the screen: with no key it must ask Google for nothing.
  await section.scrollIntoViewIfNeeded()
  const island = section.locator("[data-hydrate]")
  await expect(island).toHaveCount(1)
  await waitForIslands(island)
  await waitUntilSettled(page)
  await expect(section.getByRole("region")).toHaveCount(0)
  await expect(section.getByText(site.address)).toBeVisible()
  await expect(section.getByRole("link", { name: "Get directions" })).toHaveAttribute(
    "href",
    directions(site.map.lat, site.map.lng),
  )

  expect(await axeViolations(page, "#location")).toEqual([])
  expect(leaving).toEqual([])
  expect(problems).toEqual(noProblems)
})
