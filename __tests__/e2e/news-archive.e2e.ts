import type { Page } from "@playwright/test"
import { localeInfo } from "../../src/model/locales"
import { localizedPath, newsArchiveRoute, newsFeedPath, pageRoutes } from "../../src/model/routes"
import { axeViolations } from "./support/axe"
import { readExpectations } from "../../testkit/expectations"
import { locales } from "../../src/model/locales"
import { expect, test } from "./support/fixtures"
import { servers } from "./support/project"
import { wordsOf } from "./support/words"

const base = servers.static
const { languages, site } = readExpectations()
const { perPage } = newsArchiveRoute

const headLinks = (page: Page, rel: string, type?: string) =>
  page.$$eval(`head link[rel="${rel}"]${type ? `[type="${type}"]` : ""}`, links =>
    links.map(link => link.getAttribute("href")),
  )

for (const locale of locales) {
  const { archive, news, servicePages, copy } = languages[locale]
  const words = wordsOf(locale).news
  const archivePath = (page: number) => localizedPath(locale, newsArchiveRoute.path(page))
  const pageCount = Math.max(1, Math.ceil(archive.length / perPage))
  const archivePages = Array.from({ length: pageCount }, (_, index) => index + 1)
  /** The articles page `number` lists, and its heading. */
  const sliceOf = (number: number) => archive.slice((number - 1) * perPage, number * perPage)
  const headingOf = (number: number) =>
    number > 1 ? words.archiveTitle(copy.newsListTitle, number) : copy.newsListTitle

  for (const number of archivePages) {
    const path = archivePath(number)
    const slice = sliceOf(number)

    test(`${path} lists its ${slice.length} articles, newest first, and links to the pages beside it @content`, async ({
      page,
    }) => {
      await page.goto(base + path)
      const items = page.getByRole("main").getByRole("listitem")
      await expect(items.getByRole("heading", { level: 2 })).toHaveText(slice.map(article => article.title))
      // An article shown in another language than the page's is marked with its own, and links to its own page.
      for (const [index, article] of slice.entries()) {
        await expect(items.nth(index).getByRole("link", { name: article.title, exact: true })).toHaveAttribute(
          "href",
          article.path,
        )
        if (article.locale !== locale)
          await expect(items.nth(index).locator(`[lang="${localeInfo[article.locale].lang}"]`).first()).toBeAttached()
      }
      const absolute = (n: number) => `${site.siteUrl}${archivePath(n)}`
      expect(await headLinks(page, "prev")).toEqual(number > 1 ? [absolute(number - 1)] : [])
      expect(await headLinks(page, "next")).toEqual(number < pageCount ? [absolute(number + 1)] : [])
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(number))
      const pages = page.getByRole("navigation", { name: words.archivePages })
      if (pageCount === 1) {
        await expect(pages).toHaveCount(0)
        return
      }
      const newer = pages.getByRole("link", { name: words.newerArticles })
      const older = pages.getByRole("link", { name: words.olderArticles })
      await expect(newer).toHaveCount(number > 1 ? 1 : 0)
      await expect(older).toHaveCount(number < pageCount ? 1 : 0)
      // Each leads to the page beside this one, with its own articles (the content-edit check makes a second page).
      const beside = [
        { link: older, to: number + 1 },
        { link: newer, to: number - 1 },
      ].filter(({ to }) => to >= 1 && to <= pageCount)
      for (const { link, to } of beside) {
        await page.goto(base + path)
        await link.click()
        await expect(page).toHaveURL(url => url.pathname === archivePath(to))
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(to))
        await expect(items.getByRole("heading", { level: 2 })).toHaveText(sliceOf(to).map(article => article.title))
      }
    })

    // The first page is checked with every other route (a11y.e2e.ts).
    if (number > 1) {
      test(`axe-core finds no accessibility violations on ${path} @content`, async ({ page }) => {
        await page.goto(base + path)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  }

  test(`there is no page of ${archivePath(1)} beyond the last @content`, async ({ request }) => {
    const response = await request.get(base + archivePath(pageCount + 1))
    expect(response.status()).toBe(404)
  })

  // Each article links to its neighbours in its own language's archive.
  for (const article of news) {
    test(`${article.path} links to the older and the newer article @content`, async ({ page }) => {
      const index = archive.findIndex(listed => listed.path === article.path)
      expect(index).toBeGreaterThanOrEqual(0)
      await page.goto(base + article.path)
      const neighbours = page.getByRole("navigation", { name: words.neighbours })
      const expected = [archive[index + 1], archive[index - 1]].filter(Boolean).map(other => other.path)
      await expect(neighbours.getByRole("link")).toHaveCount(expected.length)
      for (const href of expected) await expect(neighbours.locator(`a[href="${href}"]`)).toBeVisible()
    })
  }

  const feedPath = localizedPath(locale, newsFeedPath)
  test(`${feedPath} lists the newest articles written in ${localeInfo[locale].name}, newest first, and every ${localeInfo[locale].name} page announces it @content`, async ({
    page,
    request,
  }) => {
    const response = await request.get(base + feedPath)
    expect(response.status()).toBe(200)
    const feed = await response.text()
    const titles = [...feed.matchAll(/<item><title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map(match => match[1])
    // Written in this language only: the archive's fallbacks in another language stay out of the feed.
    const written = archive.filter(article => article.locale === locale)
    expect(titles.length).toBeLessThanOrEqual(written.length)
    expect(titles.length > 0).toBe(written.length > 0)
    expect(titles).toEqual(written.slice(0, titles.length).map(article => article.title))
    for (const path of [
      ...pageRoutes.map(route => localizedPath(locale, route.path)),
      ...servicePages.map(service => service.path),
    ]) {
      await page.goto(base + path)
      expect({ path, feeds: await headLinks(page, "alternate", "application/rss+xml") }).toEqual({
        path,
        feeds: expect.arrayContaining([feedPath]),
      })
    }
  })
}
