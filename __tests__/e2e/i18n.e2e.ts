/**
 * The site in two languages: every page says its language, the language switch leads to the page's twin, the
 * Swahili pages show no English interface words, and nobody is sent elsewhere by the browser's language.
 */
import type { Locator, Page } from "@playwright/test"
import { localeInfo } from "../../src/model/locales"
import { homePath, localizedPath, newsArchiveRoute } from "../../src/model/routes"
import { readExpectations } from "../../testkit/expectations"
import { Locale, defaultLocale, locales } from "../../src/model/locales"
import { clickOnceStill, expect, noProblems, test, visit, waitUntilSettled } from "./support/fixtures"
import { servers } from "./support/project"
import { dictionaryStrings, interfaceWords, wordsOf } from "./support/words"

const base = servers.static
const { headings, languages } = readExpectations()

/** The language each page is in: the pages of each language, and the demo screens in English. */
const pageLocale = new Map<string, Locale>(
  [...headings.keys()].map(path => [
    path,
    locales.find(locale => languages[locale].headings.has(path)) ?? defaultLocale,
  ]),
)

/** Where the language switch of a page of `locale` must lead in `other`: its twin, or else that language's news. */
const switchTarget = (locale: Locale, path: string, other: Locale) =>
  languages[locale].alternates.get(path)?.[other] ?? localizedPath(other, newsArchiveRoute.path(1))

test.describe("languages @content", () => {
  test("every page's <html lang> is its language, in the HTML as served @phone", async ({ request }) => {
    const wrong: string[] = []
    for (const [path, locale] of pageLocale) {
      const html = await (await request.get(base + path)).text()
      const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1]
      if (lang !== localeInfo[locale].lang) wrong.push(`${path}: lang=${lang}, expected ${localeInfo[locale].lang}`)
    }
    expect(pageLocale.size).toBeGreaterThan(0)
    expect(wrong).toEqual([])
  })

  // Click through at both widths: on the home page, and on an article without translation where there is one.
  for (const locale of locales) {
    for (const other of locales.filter(l => l !== locale)) {
      const untranslated = languages[locale].news.find(
        article => !languages[locale].alternates.get(article.path)?.[other],
      )
      const samples = [localizedPath(locale, homePath), ...(untranslated ? [untranslated.path] : [])]
      for (const path of samples) {
        for (const where of ["navbar", "footer"] as const) {
          const target = switchTarget(locale, path, other)
          test(`on ${path}, ${localeInfo[other].name} in the ${where} leads to ${target}`, async ({
            page,
            problems,
          }) => {
            await visit(page, base + path)
            const region = new Map(regions(page, locale)).get(where) as Locator
            const link = region.getByRole("link", { name: new RegExp(`${localeInfo[other].name}$`) })
            if (where === "navbar" && !(await link.isVisible()))
              await page.getByRole("button", { name: wordsOf(locale).navbar.menu }).click()
            await clickOnceStill(link)
            await expect(page).toHaveURL(url => url.pathname === target)
            await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[other].lang)
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings.get(target) ?? "")
            expect(problems).toEqual(noProblems)
          })
        }
      }
    }
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("the language switch in the navbar and the footer of every public page leads to its twin, or the other language's news @phone", async ({
      page,
    }) => {
      const wrong: string[] = []
      for (const locale of locales) {
        for (const path of languages[locale].alternates.keys()) {
          await page.goto(base + path)
          for (const other of locales.filter(l => l !== locale)) {
            const expected = switchTarget(locale, path, other)
            const name = new RegExp(`${localeInfo[other].name}$`)
            for (const [where, region] of regions(page, locale)) {
              const hrefs = await region
                .getByRole("link", { name, includeHidden: true })
                .evaluateAll(links => links.map(link => link.getAttribute("href")))
              if (hrefs.length !== 1 || hrefs[0] !== expected)
                wrong.push(`${path} ${where}: ${JSON.stringify(hrefs)}, expected ["${expected}"]`)
            }
          }
        }
      }
      expect(wrong).toEqual([])
    })
  })

  test.describe("a browser set to Kiswahili", () => {
    test.use({ locale: "sw-KE", extraHTTPHeaders: { "Accept-Language": "sw-KE,sw;q=0.9" } })

    test("opening / stays on / in English: nobody is redirected by language", async ({ page }) => {
      await visit(page, `${base}/`)
      await waitUntilSettled(page)
      await expect(page).toHaveURL(url => url.pathname === "/")
      await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[defaultLocale].lang)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings.get("/") ?? "")
    })
  })

  const fallbacks = locales.flatMap(locale => languages[locale].archive.filter(article => article.locale !== locale))
  test(`each language's archive shows every article in its file's language, marked with lang (${fallbacks.length} without translation)`, async ({
    page,
  }) => {
    for (const locale of locales) {
      const { archive } = languages[locale]
      const pageCount = Math.max(1, Math.ceil(archive.length / newsArchiveRoute.perPage))
      const shown: { title: string; lang: string | null; href: string | null }[] = []
      for (let number = 1; number <= pageCount; number += 1) {
        await page.goto(base + localizedPath(locale, newsArchiveRoute.path(number)))
        const titles = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 })
        await expect(titles).toHaveCount(
          archive.slice((number - 1) * newsArchiveRoute.perPage).slice(0, newsArchiveRoute.perPage).length,
        )
        shown.push(
          ...(await titles.evaluateAll(elements =>
            elements.map(element => ({
              title: element.textContent ?? "",
              lang: element.closest("[lang]")?.getAttribute("lang") ?? null,
              href:
                element.querySelector("a")?.getAttribute("href") ??
                element.closest("li")?.querySelector("a")?.getAttribute("href") ??
                null,
            })),
          )),
        )
      }
      // The language each card is in is the language of the file it shows: English where no translation exists.
      expect(shown).toEqual(
        archive.map(article => ({ title: article.title, lang: localeInfo[article.locale].lang, href: article.path })),
      )
    }
  })
})

/** The navbar and the footer of a page in `locale`. */
function regions(page: Page, locale: Locale): [string, Locator][] {
  return [
    ["navbar", page.getByRole("navigation", { name: wordsOf(locale).navbar.label, exact: true })],
    ["footer", page.getByRole("contentinfo")],
  ]
}

/**
 * The English interface words that Kiswahili says otherwise: the parts of the English dictionary's strings (and of
 * its functions' texts around their values) of four characters or more that the Kiswahili one does not have.
 */
const englishWords = (() => {
  const swahili = dictionaryStrings(interfaceWords.sw)
  const words = new Set<string>()
  for (const [key, parts] of dictionaryStrings(interfaceWords.en)) {
    const own = swahili.get(key) ?? []
    for (const part of parts.map(text => text.trim())) if (part.length >= 4 && !own.includes(part)) words.add(part)
  }
  return [...words]
})()

/** The page's visible text and aria-labels, leaving out what is marked as English (content shown in English on purpose). */
const textsOutsideEnglish = (page: Page) =>
  page.evaluate(() => {
    const isEnglish = (element: Element | null) => /^en\b/.test(element?.closest("[lang]")?.getAttribute("lang") ?? "")
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || isEnglish(parent) || !parent.checkVisibility() || parent.closest("script, style, noscript"))
        continue
      if (node.textContent?.trim()) texts.push(node.textContent.trim())
    }
    for (const element of document.body.querySelectorAll("[aria-label], [aria-roledescription]")) {
      if (isEnglish(element)) continue
      for (const name of ["aria-label", "aria-roledescription"]) {
        const value = element.getAttribute(name)
        if (value) texts.push(value)
      }
    }
    return texts
  })

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

test.describe("no English interface words on the Kiswahili pages @content", () => {
  const swahiliPages = locales
    .filter(locale => locale !== defaultLocale)
    .flatMap(locale => [...languages[locale].headings.keys()])

  test("the English dictionary has words Kiswahili says otherwise", () => {
    expect(englishWords.length).toBeGreaterThan(0)
    expect(swahiliPages.length).toBeGreaterThan(0)
  })

  for (const path of swahiliPages) {
    test(`${path} shows none of the English interface words`, async ({ page }) => {
      await visit(page, base + path)
      const texts = await textsOutsideEnglish(page)
      expect(texts.length).toBeGreaterThan(0)
      const found = englishWords.flatMap(word => {
        const pattern = new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}($|[^\\p{L}])`, "u")
        return texts
          .filter(text => pattern.test(text))
          .map(text => `${JSON.stringify(word)} in ${JSON.stringify(text)}`)
      })
      expect(found).toEqual([])
    })
  }
})
