import fs from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import { readExpectations } from "../../testkit/expectations"
import { locales } from "../../src/model/locales"
import { homePath, localizedPath, newsArchiveRoute, searchPath } from "../../src/model/routes"
import {
  SearchPreload,
  searchBodyAttribute,
  searchIndexPath,
  searchPreloadFile,
  searchedNews,
} from "../../src/model/search"
import { chunkGroupScripts } from "../../gatsby/internals/build-stats"
import { expect, test, visit, waitUntilSettled } from "./support/fixtures"
import { publicDir, servers } from "./support/project"
import { unindexedWord, distinctiveWord as wordOf } from "../../testkit/search-words"
import { wordsOf } from "./support/words"

/**
 * The site search at phone and desktop widths, in both languages: the words searched for are read from the built
 * pages, so the tests follow whatever staff write.
 */
const base = servers.static
const distinctiveWord = (address: string, lang: string) => wordOf(publicDir, address, lang)
const { languages } = readExpectations()

const openSearch = async (page: Page, locale: (typeof locales)[number]) => {
  const words = wordsOf(locale).search
  await page.getByRole("link", { name: words.open }).click()
  const field = page.getByRole("searchbox", { name: words.input })
  await expect(field).toBeFocused()
  return field
}

for (const locale of locales) {
  const words = wordsOf(locale).search
  const { news, servicePages, site } = languages[locale]
  const home = localizedPath(locale, homePath)
  const service = servicePages[0]
  const article = news[0]

  test.describe(`${locale} search @content`, () => {
    test(`a word from the service page ${service.path} finds it, with its phone and WhatsApp, and leads there`, async ({
      page,
    }) => {
      const word = distinctiveWord(service.path, locale)
      await visit(page, base + home)
      const field = await openSearch(page, locale)
      await field.fill(word)
      await expect(page.getByRole("dialog").getByRole("status")).toHaveText(/\d/)
      const results = page.getByRole("list", { name: words.results })
      const result = results.getByRole("listitem").filter({ has: page.getByRole("link", { name: service.title }) })
      await expect(result).toContainText(words.kinds.service)
      await expect(result.locator("mark").first()).toBeVisible()
      await expect(result.getByRole("link", { name: `${words.call} ${site.phone}` })).toBeVisible()
      await expect(result.getByRole("link", { name: `${words.whatsapp} ${site.whatsapp}` })).toBeVisible()

      await result.getByRole("link", { name: service.title }).click()
      await expect(page).toHaveURL(url => url.pathname === service.path)
      await expect(page.getByRole("heading", { level: 1, name: service.title })).toBeVisible()
    })

    if (article) {
      test(`a word from the article ${article.path} finds it and leads there`, async ({ page }) => {
        const word = distinctiveWord(article.path, locale)
        await visit(page, base + home)
        const field = await openSearch(page, locale)
        await field.fill(word)
        const result = page
          .getByRole("list", { name: words.results })
          .getByRole("listitem")
          .filter({ has: page.getByRole("link", { name: article.title }) })
        await expect(result).toContainText(words.kinds.news)
        await result.getByRole("link", { name: article.title }).click()
        await expect(page).toHaveURL(url => url.pathname === article.path)
        await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible()
      })
    }

    test("the search page lists what the search covers, the newest news among it, and leads to the older news", async ({
      page,
    }) => {
      await page.goto(base + localizedPath(locale, searchPath))
      if (news.length > 0)
        await expect(page.getByRole("region", { name: words.kindHeadings.news }).getByRole("link")).toHaveText(
          news.slice(0, searchedNews).map(article => article.title),
        )
      await expect(page.getByRole("main").getByRole("link", { name: words.olderNews })).toHaveAttribute(
        "href",
        localizedPath(locale, newsArchiveRoute.path(1)),
      )
    })

    // The content-edit check's copy has older articles than the search covers.
    const older = news.slice(searchedNews)
    if (older.length > 0) {
      const oldest = older[older.length - 1]
      test(`the oldest article, past the newest ${searchedNews}, is left out of the search, which leads to the archive`, async ({
        page,
      }) => {
        expect(fs.readFileSync(path.join(publicDir, oldest.path, "index.html"), "utf8")).not.toContain(
          searchBodyAttribute,
        )
        await visit(page, base + home)
        const field = await openSearch(page, locale)
        await field.fill(unindexedWord(publicDir, oldest.path, locale))
        await expect(page.getByRole("dialog").getByRole("status")).toHaveText(words.noResults)
        await page.getByRole("dialog").getByRole("link", { name: words.olderNews }).click()
        await expect(page).toHaveURL(url => url.pathname === localizedPath(locale, newsArchiveRoute.path(1)))
      })
    }

    test("nonsense finds nothing, symbols search for nothing, and a long query is cut", async ({ page }) => {
      await visit(page, base + home)
      const field = await openSearch(page, locale)
      await field.fill("zqxjvkw wqzxjv")
      await expect(page.getByRole("dialog").getByRole("status")).toHaveText(words.noResults)
      await expect(page.getByRole("list", { name: words.results })).toHaveCount(0)

      await field.fill("  ?! -- ** ")
      await expect(page.getByRole("dialog").getByRole("status")).toHaveText(words.hint)

      await field.fill("a".repeat(500))
      await expect(field).toHaveValue("a".repeat(100))
    })

    test("/ and Ctrl+K open search, Escape closes it and focus returns", async ({ page }) => {
      await visit(page, base + home)
      const control = page.getByRole("link", { name: words.open })
      await control.focus()
      await page.keyboard.press("Escape")
      await page.keyboard.press("/")
      const field = page.getByRole("searchbox", { name: words.input })
      await expect(field).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(field).toHaveCount(0)
      await expect(control).toBeFocused()
      await expect(control).toHaveAttribute("aria-expanded", "false")

      await page.keyboard.press("Control+k")
      await expect(field).toBeFocused()
      await page.getByRole("button", { name: words.close }).click()
      await expect(field).toHaveCount(0)
      await expect(control).toBeFocused()
    })

    test("after one visit, search works with no connection, and pages not kept are marked", async ({
      page,
      context,
    }) => {
      const serviceWord = distinctiveWord(service.path, locale)
      await visit(page, base + home)
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
      // An article searched for once online: its part of the index is kept, the article's page is not.
      const articleWord = article && distinctiveWord(article.path, locale)
      if (articleWord) {
        // Opened again, now under the worker, and hydrated: before, the control is still the link to /search/.
        await visit(page, base + home)
        const field = await openSearch(page, locale)
        await field.fill(articleWord)
        const results = page.getByRole("list", { name: words.results })
        await expect(results.getByRole("link", { name: article.title })).toBeVisible()
      }

      await context.setOffline(true)
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
      await page.goto(base + service.path)
      await expect(page.getByRole("heading", { level: 1, name: service.title })).toBeVisible()
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length))
        .toBeGreaterThan(0)
      const field = await openSearch(page, locale)
      await field.fill(serviceWord)
      const results = page.getByRole("list", { name: words.results })
      const kept = results.getByRole("listitem").filter({ has: page.getByRole("link", { name: service.title }) })
      await expect(kept).toBeVisible()
      await expect(kept).not.toContainText(words.needsConnection)

      if (articleWord) {
        await field.fill(articleWord)
        const notKept = results.getByRole("listitem").filter({ has: page.getByRole("link", { name: article.title }) })
        await expect(notKept).toContainText(words.needsConnection)
      }
    })
  })
}

test.describe("nothing of search loads before a visitor reaches for it @phone", () => {
  const panelScripts = chunkGroupScripts(publicDir, "search-panel") ?? []
  const preloaded = JSON.parse(
    fs.readFileSync(path.join(publicDir, searchIndexPath, searchPreloadFile), "utf8"),
  ) as SearchPreload

  for (const address of [homePath, languages.en.servicePages[0].path, localizedPath("sw", homePath)]) {
    test(`${address}: the first load fetches nothing of the index and no search code; opening search does`, async ({
      page,
    }) => {
      // The build names the panel's code: without it, this test would prove nothing.
      expect(panelScripts.length, "the search panel's scripts in webpack.stats.json").toBeGreaterThan(0)
      const requested: string[] = []
      page.on("request", request => requested.push(new URL(request.url()).pathname))
      // Routing the requests turns the browser's cache off: a first visit.
      await page.route("**/*", route => route.continue())
      await page.goto(base + address)
      await waitUntilSettled(page)
      const ofSearch = (path: string) => path.startsWith(searchIndexPath) || panelScripts.includes(path)
      expect(requested.filter(ofSearch)).toEqual([])

      const lang = address.startsWith("/sw/") ? "sw" : "en"
      await page.getByRole("link", { name: wordsOf(lang).search.open }).click()
      await expect.poll(() => requested.filter(path => panelScripts.includes(path)).length).toBeGreaterThan(0)
      await expect.poll(() => requested.includes(`${searchIndexPath}pagefind.js`)).toBe(true)
      // Before a word is typed, every file the build lists for the language's first search is on its way.
      const listed = preloaded[lang]
      expect(listed.length, `${searchPreloadFile}'s files for ${lang}`).toBeGreaterThanOrEqual(2)
      await expect.poll(() => listed.filter(file => !requested.includes(file))).toEqual([])
      // A search then uses what came: none of it is asked for again (a preload Pagefind did not match would be).
      const service = languages[lang].servicePages[0]
      await page.getByRole("searchbox").fill(distinctiveWord(service.path, lang))
      await expect(
        page.getByRole("list", { name: wordsOf(lang).search.results }).getByRole("link", { name: service.title }),
      ).toBeVisible()
      expect(listed.filter(file => requested.filter(path => path === file).length !== 1)).toEqual([])
    })
  }
})

test("the search control shows a magnifier: a round lens, clear in the middle, with a handle @phone", async ({
  page,
}) => {
  await page.goto(base + homePath)
  const icon = page.getByRole("link", { name: wordsOf("en").search.open }).locator("svg path")
  // In the icon's 24-unit box, the lens is centred at (9.5, 9.5): its rim painted all round, its middle not.
  const painted = await icon.evaluate((path: SVGPathElement) =>
    [
      [9.5, 3.5],
      [15.5, 9.5],
      [9.5, 15.5],
      [3.5, 9.5],
      [9.5, 9.5],
      [18, 18],
    ].map(([x, y]) => path.isPointInFill(new DOMPoint(x, y))),
  )
  expect(painted).toEqual([true, true, true, true, false, true])
})
