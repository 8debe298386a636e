import { Page, expect, test } from "@playwright/test"
import { articleRoute, newsArchiveRoute, newsFeedPath, pageRoutes, serviceRoute } from "../../src/routes"
import { axeViolations } from "./support/axe"
import { news, servicePages, site } from "./support/patient-content"

const { perPage } = newsArchiveRoute
const pageCount = Math.ceil(news.length / perPage)
const archivePages = Array.from({ length: pageCount }, (_, index) => index + 1)

const headLinks = (page: Page, rel: string) =>
  page.$$eval(`head link[rel="${rel}"]`, links => links.map(link => link.getAttribute("href")))

for (const number of archivePages) {
  const path = newsArchiveRoute.path(number)
  const slice = news.slice((number - 1) * perPage, number * perPage)

  test(`${path} lists its ${slice.length} articles, newest first, and links to the pages beside it`, async ({
    page,
  }) => {
    await page.goto(path)
    const titles = page.getByRole("main").getByRole("listitem").getByRole("heading")
    await expect(titles).toHaveText(slice.map(article => article.title))
    const absolute = (n: number) => `${site.siteUrl}${newsArchiveRoute.path(n)}`
    expect(await headLinks(page, "prev")).toEqual(number > 1 ? [absolute(number - 1)] : [])
    expect(await headLinks(page, "next")).toEqual(number < pageCount ? [absolute(number + 1)] : [])
    const pages = page.getByRole("navigation", { name: "Pages of the news archive" })
    if (pageCount === 1) {
      await expect(pages).toHaveCount(0)
    } else {
      await expect(pages.getByRole("link", { name: /Newer/ })).toHaveCount(number > 1 ? 1 : 0)
      await expect(pages.getByRole("link", { name: /Older/ })).toHaveCount(number < pageCount ? 1 : 0)
    }
  })

  test(`axe-core finds no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    expect(await axeViolations(page)).toEqual([])
  })
}

test("there is no archive page beyond the last", async ({ request }) => {
  const response = await request.get(newsArchiveRoute.path(pageCount + 1))
  expect(response.status()).toBe(404)
})

for (const [index, article] of news.entries()) {
  test(`${articleRoute.path(article.slug)} links to the older and the newer article`, async ({ page }) => {
    await page.goto(articleRoute.path(article.slug))
    const neighbours = page.getByRole("navigation", { name: "Older and newer articles" })
    const expected = [news[index + 1], news[index - 1]].filter(Boolean).map(other => articleRoute.path(other.slug))
    if (expected.length === 0) {
      await expect(neighbours).toHaveCount(0)
      return
    }
    await expect(neighbours.getByRole("link")).toHaveCount(expected.length)
    for (const href of expected) await expect(neighbours.locator(`a[href="${href}"]`)).toBeVisible()
  })
}

test("the RSS feed lists the newest articles, newest first, and every public page announces it", async ({
  page,
  request,
}) => {
  const feed = await (await request.get(newsFeedPath)).text()
  const titles = [...feed.matchAll(/<item><title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map(match => match[1])
  expect(titles.length).toBeGreaterThan(0)
  expect(titles).toEqual(news.slice(0, titles.length).map(article => article.title))
  for (const path of [
    ...pageRoutes.filter(route => route.kind === "public").map(route => route.path),
    ...servicePages.map(service => serviceRoute.path(service.slug)),
  ]) {
    await page.goto(path)
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      newsFeedPath,
    )
  }
})
