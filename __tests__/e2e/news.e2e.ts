import type { Locator, Page } from "@playwright/test"
import { homePath, localizedPath, newsArchiveRoute } from "../../src/model/routes"
import { axeViolations } from "./support/axe"
import { renderedHtml } from "./support/build"
import { NewsArticle, readExpectations } from "../../testkit/expectations"
import { locales } from "../../src/model/locales"
import { homeNewsCount } from "../../src/model/routes"
import { expect, expectNoHorizontalOverflow, noProblems, test, visit } from "./support/fixtures"
import { servers } from "./support/project"

const base = servers.static
const { languages } = readExpectations()

/** Checks that `items` (one element per article) show `expected` in order: title, link, date, picture and excerpt. */
async function expectArticles(items: Locator, titles: Locator, expected: NewsArticle[]) {
  await expect(titles).toHaveText(expected.map(article => article.title))
  for (const [index, article] of expected.entries()) {
    const item = items.nth(index)
    await expect(item.getByRole("link", { name: article.title, exact: true })).toHaveAttribute("href", article.path)
    await expect(item.locator("time")).toHaveAttribute("datetime", new RegExp(`^${article.date}`))
    await expect(item.getByRole("img", { name: article.imageAlt, exact: true })).toBeVisible()
    await expect(item).toContainText(article.excerpt)
  }
}

/** The text a Markdown body became, as a reader sees it. */
const textOf = (page: Page, html: string) =>
  page.evaluate(source => new DOMParser().parseFromString(source, "text/html").body.textContent ?? "", html)

for (const locale of locales) {
  const { copy, news, archive } = languages[locale]
  const listPath = localizedPath(locale, newsArchiveRoute.path(1))
  const home = localizedPath(locale, homePath)

  test.describe(`news pages in ${locale} @content`, () => {
    test(`${listPath} lists the newest articles, newest first, each linking to its page`, async ({
      page,
      problems,
    }) => {
      await visit(page, base + listPath)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.newsListTitle)
      const items = page.getByRole("main").getByRole("listitem")
      const titles = items.getByRole("heading", { level: 2 })
      // The first page of the archive (news-archive.e2e.ts checks the others).
      const ordered = archive.slice(0, newsArchiveRoute.perPage)
      await expect(items).toHaveCount(ordered.length)
      await expectArticles(items, titles, ordered)
      await expectNoHorizontalOverflow(page)
      expect(await axeViolations(page)).toEqual([])

      const [first] = ordered
      await items.first().getByRole("link", { name: first.title, exact: true }).click()
      await expect(page).toHaveURL(url => url.pathname === first.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title)
      expect(problems).toEqual(noProblems)
    })

    for (const article of news) {
      test(`${article.path} shows its title, date, picture and full text, and leads back`, async ({
        page,
        problems,
      }) => {
        await visit(page, base + article.path)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title)
        await expect(page.getByRole("main").locator("time")).toHaveAttribute("datetime", new RegExp(`^${article.date}`))
        await expect(page.getByRole("img", { name: article.imageAlt, exact: true })).toBeVisible()
        const text = await textOf(page, renderedHtml(article.path, "newsArticle"))
        expect(text.trim()).not.toBe("")
        await expect(page.getByRole("article")).toContainText(text)
        await expectNoHorizontalOverflow(page)
        expect(await axeViolations(page)).toEqual([])

        await page.getByRole("link", { name: copy.newsBackLink }).click()
        await expect(page).toHaveURL(url => url.pathname === listPath)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.newsListTitle)
        expect(problems).toEqual(noProblems)
      })
    }

    test(`${home} shows the ${homeNewsCount} newest articles, linking to their pages`, async ({ page }) => {
      await visit(page, base + home)
      const items = page.locator("#news").getByRole("article")
      const titles = page.locator("#news").getByRole("heading", { level: 3 })
      const expected = archive.slice(0, homeNewsCount)
      await expect(titles).toHaveCount(expected.length)
      await expectArticles(items, titles, expected)
      await expect(page.locator("#news").getByRole("link", { name: copy.newsAllLink, exact: true })).toHaveAttribute(
        "href",
        listPath,
      )

      const [newest] = expected
      await page.locator("#news").getByRole("link", { name: newest.title, exact: true }).click()
      await expect(page).toHaveURL(url => url.pathname === newest.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title)
    })
  })
}
