import fs from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import { axeViolations } from "./support/axe"
import { readExpectations } from "../../testkit/expectations"
import { expect, noProblems, test, visit, waitForIslands, waitUntilSettled } from "./support/fixtures"
import { publicDir, servers } from "./support/project"
import { wordsOf } from "./support/words"
import { headersFile, headersForPath, parseHeaders } from "../../src/node/publish/headers-and-redirects"
import { locales } from "../../src/model/locales"
import { localizedPath } from "../../src/model/routes"

const base = servers.static
const { site, copy, demo, languages } = readExpectations()
const directions = (lat: number, lng: number) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`

/**
 * Whether the build under test had GATSBY_GOOGLE_MAPS_API_KEY, read from the policy it wrote, which then lets the
 * pages load Google's script. The tests' build has none; the content-edit check builds its copy with a dummy key.
 */
const builtWithKey = /script-src [^;]*https:\/\/maps\.googleapis\.com/.test(
  headersForPath(parseHeaders(fs.readFileSync(path.join(publicDir, headersFile), "utf8")), "/")[
    "content-security-policy"
  ] ?? "",
)

/** Every request the page sends to another computer, as it leaves: the problems fixture sees one once it has failed. */
function requestsLeaving(page: Page): string[] {
  const leaving: string[] = []
  page.on("request", request => {
    const { protocol, hostname } = new URL(request.url())
    if (/^https?:$/.test(protocol) && hostname !== "127.0.0.1" && hostname !== "localhost") leaving.push(request.url())
  })
  return leaving
}

// Without a key, the build shows no map: these run only then, the tests of a build with a key only with one; the
// demonstration screens' map while src/extensions.ts lists them.
if (!builtWithKey && demo)
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

if (!builtWithKey)
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
    // Nothing to show without a key: no map area, and no Show map button that could only say so.
    await expect(section.getByRole("region")).toHaveCount(0)
    await expect(section.getByRole("button")).toHaveCount(0)
    await expect(section.getByText(site.address)).toBeVisible()
    await expect(section.getByRole("link", { name: "Get directions" })).toHaveAttribute(
      "href",
      directions(site.map.lat, site.map.lng),
    )

    expect(await axeViolations(page, "#location")).toEqual([])
    expect(leaving).toEqual([])
    expect(problems).toEqual(noProblems)
  })

if (builtWithKey)
  test.describe("with a key @content", () => {
    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false })

      test("the map's place has the address and directions, and no Show map that nothing would answer", async ({
        page,
      }) => {
        await page.goto(base + "/")
        const section = page.getByRole("region", { name: copy.locationTitle })
        await expect(section.getByText(site.address)).toBeVisible()
        await expect(section.getByRole("link", { name: wordsOf("en").map.directions })).toBeVisible()
        await expect(section.getByRole("button")).toHaveCount(0)
      })
    })

    for (const locale of locales) {
      const expected = languages[locale]
      const words = wordsOf(locale).map

      test(`${locale}: the address and directions first; Google hears of the visitor only after Show map`, async ({
        page,
      }) => {
        const leaving = requestsLeaving(page)
        // Google's answers, given here so that nothing leaves the machine: a script that never calls back.
        await page.route(/^https:\/\/([\w-]+\.)*(googleapis|gstatic|google)\.com\//, route =>
          route.fulfill({ contentType: "text/javascript", body: "" }),
        )
        await visit(page, base + localizedPath(locale, "/"))
        const section = page.getByRole("region", { name: expected.copy.locationTitle })
        await section.scrollIntoViewIfNeeded()
        await waitForIslands(section.locator("[data-hydrate]"))
        await expect(section.getByText(expected.site.address)).toBeVisible()
        await expect(section.getByRole("link", { name: words.directions })).toHaveAttribute(
          "href",
          directions(expected.site.map.lat, expected.site.map.lng),
        )
        const show = section.getByRole("button", { name: words.showMap })
        await expect(show).toBeVisible()
        expect(await axeViolations(page, "#location")).toEqual([])

        // Past the map to the page's end, and on until the page has fetched all it fetches unasked.
        await page.getByRole("contentinfo").scrollIntoViewIfNeeded()
        await waitUntilSettled(page)
        expect(leaving).toEqual([])

        await show.click()
        const map = section.getByRole("region", { name: words.label(expected.site.name) })
        await expect(map).toBeFocused()
        await expect(map.getByRole("status")).toHaveText(words.loading)
        await expect
          .poll(() => leaving)
          .toEqual([expect.stringMatching(/^https:\/\/maps\.googleapis\.com\/maps\/api\/js\?.*key=/)])
      })
    }
  })
