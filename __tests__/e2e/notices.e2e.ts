import fs from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import { Notice, readExpectations } from "../../testkit/expectations"
import { homePath, localizedPath, offlinePath } from "../../src/model/routes"
import { locales } from "../../src/model/locales"
import { axeViolations } from "./support/axe"
import { expect, test, visitAt } from "./support/fixtures"
import { publicDir, servers } from "./support/project"
import { wordsOf } from "./support/words"
import { extensionRoutes, isPrivatePath } from "../../src/registry"

const base = servers.static
const { notices, languages } = readExpectations()
const minute = 60_000

/**
 * Whether the build put the notice in its pages: one that had ended when the site was built is left out. Read from
 * the built home page, which carries every notice it put in.
 */
const builtHome = fs.readFileSync(path.join(publicDir, "index.html"), "utf8")
const inBuild = (notice: Notice) => builtHome.includes(`data-notice="${notice.slug}"`)
const built = notices.filter(inBuild)

const inWindow = (notice: Notice, time: number) => notice.start <= time && time < notice.end

/** Times that tell whether a notice keeps to its window: a minute before it, its start, its last minute, its end. */
const timesAround = (notice: Notice) => [notice.start - minute, notice.start, notice.end - minute, notice.end]

const banner = (page: Page, notice: Notice) => page.locator(`[data-notice="${notice.slug}"]`)

/** The notices a visitor sees, by file name, in alphabetical order. */
const shownNotices = async (page: Page) =>
  (
    await page.locator("[data-notice]:visible").evaluateAll(banners => banners.map(b => b.getAttribute("data-notice")))
  ).sort()

/** The notices of `among` inside their window at `time`, by file name, in alphabetical order. */
const inWindowAt = (among: Notice[], time: number) =>
  among
    .filter(notice => inWindow(notice, time))
    .map(notice => notice.slug)
    .sort()

/** The layout shifts since the page began to load. */
const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined)
    observer.observe({ type: "layout-shift", buffered: true })
    const entries = observer.takeRecords() as unknown as { value: number }[]
    observer.disconnect()
    return entries.reduce((sum, entry) => sum + entry.value, 0)
  })

test("every notice that has not ended is in the built pages; after its end, none shows @content", async ({ page }) => {
  const now = Date.now()
  expect(notices.filter(notice => notice.end > now && !inBuild(notice)).map(n => n.slug)).toEqual([])
  await visitAt(page, base + homePath, now)
  expect(await shownNotices(page)).toEqual(inWindowAt(notices, now))
})

for (const locale of locales) {
  const words = wordsOf(locale).notices
  const { servicePages, staffPages, news } = languages[locale]
  const home = localizedPath(locale, homePath)
  // Every kind of public page: home, news, an article, a service, a staff page and the offline page.
  const pages = [
    home,
    localizedPath(locale, "/news/"),
    ...[news[0]?.path, servicePages[0]?.path, staffPages[0]?.path].filter((p): p is string => Boolean(p)),
    localizedPath(locale, offlinePath),
  ]

  for (const notice of built) {
    test(`${locale}: notice ${notice.slug} shows inside its window and is gone outside it @content`, async ({
      page,
    }) => {
      for (const time of timesAround(notice)) {
        await visitAt(page, base + home, time)
        const expected = inWindowAt(built, time)
        expect({ at: new Date(time), shown: await shownNotices(page) }).toEqual({ at: new Date(time), shown: expected })
        // Screen readers list no empty band of notices.
        await expect(page.getByRole("region", { name: words.label })).toHaveCount(expected.length > 0 ? 1 : 0)
      }
    })

    test(`${locale}: notice ${notice.slug} is on every kind of public page, in ${locale}, announced by its level @content`, async ({
      page,
    }) => {
      for (const url of pages) {
        await visitAt(page, base + url, notice.start)
        const shown = banner(page, notice)
        await expect(shown, url).toBeVisible()
        await expect(shown).toContainText(notice.message[locale])
        await expect(shown).toHaveAttribute("role", notice.level === "urgent" ? "alert" : "status")
        await expect(page.getByRole("region", { name: words.label })).toContainText(notice.message[locale])
      }
    })

    test(`${locale}: notice ${notice.slug} moves nothing as the page loads, shown or hidden, and passes axe @content`, async ({
      page,
    }) => {
      for (const time of [notice.start, notice.end]) {
        await visitAt(page, base + home, time)
        expect({ at: new Date(time), shift: await layoutShift(page) }).toEqual({ at: new Date(time), shift: 0 })
      }
      await visitAt(page, base + home, notice.start)
      await expect(banner(page, notice)).toBeVisible()
      expect(await axeViolations(page, "[data-notice]")).toEqual([])
    })

    test(`${locale}: notice ${notice.slug} can be dismissed for the visit, and comes back on the next @content`, async ({
      page,
      context,
    }) => {
      await visitAt(page, base + home, notice.start)
      // Dismiss is a checkbox drawn as its label, which the visitor taps.
      await banner(page, notice).locator("label").click()
      await expect(banner(page, notice)).toBeHidden()
      await visitAt(page, base + localizedPath(locale, offlinePath), notice.start)
      await expect(banner(page, notice)).toBeHidden()
      // A new tab is a new visit (sessionStorage).
      const next = await context.newPage()
      await visitAt(next, base + home, notice.start)
      await expect(banner(next, notice)).toBeVisible()
    })

    test(`${locale}: notice ${notice.slug} tapped away before its code arrives stays away for the rest of the visit @content`, async ({
      page,
    }) => {
      // The notices' code is held back, as on a slow connection, while the visitor moves on.
      let release = () => {}
      const arrived = new Promise<void>(resolve => (release = resolve))
      await page.route("**/block-notices-*.js", async route => {
        await arrived
        await route.fallback()
      })
      await visitAt(page, base + home, notice.start)
      await banner(page, notice).locator("label").click()
      await expect(banner(page, notice)).toBeHidden()
      await visitAt(page, base + localizedPath(locale, offlinePath), notice.start)
      await expect(banner(page, notice)).toBeHidden()
      release()
    })
  }
}

for (const notice of built) {
  // The extensions' public pages share the site's layout, told to leave the hospital's notices out.
  for (const { path: screen } of extensionRoutes.filter(route => !isPrivatePath(route.path))) {
    test(`${screen} never shows notice ${notice.slug} @content`, async ({ page }) => {
      await visitAt(page, base + screen, notice.start)
      await expect(page.locator("main")).toBeVisible()
      await expect(page.locator("[data-notice]")).toHaveCount(0)
    })
  }

  test(`the offline copy of a page shows notice ${notice.slug} only inside its window @content`, async ({
    page,
    context,
  }) => {
    await visitAt(page, base + homePath, notice.start)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await context.setOffline(true)
    for (const time of timesAround(notice)) {
      await page.clock.setSystemTime(time)
      const response = await page.goto(base + homePath)
      expect(response?.fromServiceWorker()).toBe(true)
      const expected = inWindowAt(built, time)
      expect({ at: new Date(time), shown: await shownNotices(page) }).toEqual({ at: new Date(time), shown: expected })
    }
  })
}
