import type { Page } from "@playwright/test"
import { homePath, homeSections, localizedPath } from "../../src/model/routes"
import { locales } from "../../src/model/locales"
import { breakpoints } from "../../src/site/theme/theme"
import { daysLater, siteDate } from "../../src/model/timetable"
import { siteTimeZone } from "../../src/model/content-model/values"
import { statusAttribute } from "../../src/site/components/OpenStatus/attributes"
import { readExpectations } from "../../testkit/expectations"
import { expect, test, visit, visitAt } from "./support/fixtures"
import { servers } from "./support/project"

const { languages, specialDays } = readExpectations()

/** Two frames on: what a scroll or a resize changed is laid out and drawn. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/** The home page's bands that the browser lays out only near the screen, with their heights and whether it has. */
const bands = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("section")]
      .filter(band => getComputedStyle(band).contentVisibility === "auto")
      .map(band => ({
        id: band.id,
        height: Math.round(band.getBoundingClientRect().height),
        drawn: band.lastElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
      })),
  )

const documentHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight)

interface Box {
  top: number
  left: number
  right: number
}

// @shift: these run at desktop width too (the shift project).
test.describe("the home page @content @shift", () => {
  for (const locale of locales) {
    const path = localizedPath(locale, homePath)

    test(`${path}'s bands of cards keep their height as they are drawn`, async ({ page }) => {
      await visit(page, servers.static + path)
      const before = { page: await documentHeight(page), bands: await bands(page) }
      expect(before.bands.length, "bands laid out only near the screen").toBeGreaterThan(0)
      for (const { id } of before.bands) {
        await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded()
        await nextFrames(page)
      }
      await page.evaluate(() => scrollTo(0, 0))
      await nextFrames(page)
      const after = { page: await documentHeight(page), bands: await bands(page) }
      // A band of cards keeps a height worked out from its count of cards until it is drawn: close to what is
      // drawn, whatever staff publish. The bands of text keep a measured height, which a longer text may outgrow.
      const kept = before.bands.map((band, index) => ({ ...band, drawnHeight: after.bands[index].height }))
      const report = JSON.stringify({ page: [before.page, after.page], bands: kept })
      const ofCards = [homeSections.services, homeSections.news, homeSections.health] as string[]
      const waiting = kept.filter(({ drawn, id }) => !drawn && ofCards.includes(id))
      expect(waiting.length, report).toBeGreaterThan(0)
      for (const band of waiting) {
        expect(Math.abs(band.drawnHeight - band.height), report).toBeLessThanOrEqual(band.drawnHeight * 0.15)
      }
    })

    test(`${path}'s service cards fill even rows, centred`, async ({ page }) => {
      const services = page.locator(`[id="${homeSections.services}"] article`)
      const screen = page.viewportSize()!
      // On a wide screen, from each width at which the layout changes too.
      const widths = screen.width >= breakpoints.lg ? [breakpoints.sm, breakpoints.md, breakpoints.lg] : []
      await visit(page, servers.static + path)
      for (const width of [...widths, screen.width]) {
        await page.setViewportSize({ width, height: screen.height })
        await services.first().scrollIntoViewIfNeeded()
        await nextFrames(page)
        await expect(services).toHaveCount(languages[locale].services.length)
        const boxes: Box[] = await services.evaluateAll(cards =>
          cards.map(card => card.getBoundingClientRect().toJSON()),
        )
        const grid: Box = await services.first().evaluate(card => card.parentElement!.getBoundingClientRect().toJSON())
        const rows = new Map<number, Box[]>()
        for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box])
        const lengths = [...rows.values()].map(row => row.length)
        expect(
          Math.max(...lengths) - Math.min(...lengths),
          `cards to a row at ${width} px: ${lengths}`,
        ).toBeLessThanOrEqual(1)
        for (const row of rows.values()) {
          const left = Math.min(...row.map(box => box.left)) - grid.left
          const right = grid.right - Math.max(...row.map(box => box.right))
          expect(Math.abs(left - right), `a row of ${row.length} centred at ${width} px`).toBeLessThanOrEqual(1)
        }
      }
    })
  }
})

// Late each evening of the coming week and of each special day ahead: closed, the status says when it opens next.
const today = siteDate(Date.now())
const evenings = [...Array.from({ length: 7 }, (_, day) => daysLater(today, day + 1))]
  .concat(specialDays.map(day => day.date).filter(date => date > today))
  .map(date => Date.parse(`${date}T23:30:00${siteTimeZone.offset}`))

test.describe("the services' status @content @shift", () => {
  for (const locale of locales) {
    for (const path of [localizedPath(locale, homePath), languages[locale].servicePages[0].path]) {
      test(`${path}: a status written moves nothing, whatever it says`, async ({ page }) => {
        const lines = page.locator(`[${statusAttribute}]`)
        await visitAt(page, servers.static + path, evenings[0])
        await expect(lines.first()).not.toBeEmpty()
        for (const time of evenings) {
          // Written again, at once, as the page is shown again (OpenStatus/write.ts).
          await page.clock.setSystemTime(time)
          await page.evaluate(() => dispatchEvent(new Event("pageshow")))
          const heights = await lines.evaluateAll(all =>
            all.map(line => {
              const text = line.textContent as string
              const written = line.getBoundingClientRect().height
              line.textContent = ""
              const empty = line.getBoundingClientRect().height
              line.textContent = text
              return { text, written, empty }
            }),
          )
          for (const { text, written, empty } of heights) {
            expect(text.length, new Date(time).toISOString()).toBeGreaterThan(0)
            expect(written, `"${text}", at ${new Date(time).toISOString()}`).toBe(empty)
          }
        }
      })
    }
  }
})
