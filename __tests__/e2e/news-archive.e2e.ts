import type { Page } from "@playwright/test"
import { newsArchiveRoute, newsFeedPath, pageRoutes } from "../../src/routes"
import { axeViolations } from "./support/axe"
import { newestFirst, readExpectations } from "./support/content"
import { expect, test } from "./support/fixtures"
import { servers } from "./support/project"

const base = servers.static
const { news, servicePages, site } = readExpectations()

/** The archive's order: newest first, and articles of the same day by slug, as gatsby-node numbers them. */
const archive = [...news].sort((a, b) => newestFirst(a, b) || a.slug.localeCompare(b.slug))
const { perPage } = newsArchiveRoute
const pageCount = Math.ceil(archive.length / perPage)
const archivePages = Array.from({ length: pageCount }, (_, index) => index + 1)

const headLinks = (page: Page, rel: string) =>
  page.$$eval(`head link[rel="${rel}"]`, links => links.map(link => link.getAttribute("href")))

for (const number of archivePages) {
  const path = newsArchiveRoute.path(number)
  const slice = archive.slice((number - 1) * perPage, number * perPage)

  test(`${path} lists its ${slice.length} articles, newest first, and links to the pages beside it @content`, async ({
    page,
  }) => {
    await page.goto(base + path)
    const titles = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 })
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

  // The first page is checked with every other route (a11y.e2e.ts).
  if (number > 1) {
    test(`axe-core finds no accessibility violations on ${path} @content`, async ({ page }) => {
      await page.goto(base + path)
      expect(await axeViolations(page)).toEqual([])
    })
  }
}

test("there is no archive page beyond the last @content", async ({ request }) => {
  const response = await request.get(base + newsArchiveRoute.path(pageCount + 1))
  expect(response.status()).toBe(404)
})

for (const [index, article] of archive.entries()) {
  test(`${article.path} links to the older and the newer article @content`, async ({ page }) => {
    await page.goto(base + article.path)
    const neighbours = page.getByRole("navigation", { name: "Older and newer articles" })
    const expected = [archive[index + 1], archive[index - 1]].filter(Boolean).map(other => other.path)
    await expect(neighbours.getByRole("link")).toHaveCount(expected.length)
    for (const href of expected) await expect(neighbours.locator(`a[href="${href}"]`)).toBeVisible()
  })
}

test("the RSS feed lists the newest articles, newest first, and every public page announces it @content", async ({
  page,
  request,
}) => {
  const feed = await (await request.get(base + newsFeedPath)).text()
  const titles = [...feed.matchAll(/<item><title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map(match => match[1])
  expect(titles.length).toBeGreaterThan(0)
  expect(titles).toEqual(archive.slice(0, titles.length).map(article => article.title))
  for (const path of [
    ...pageRoutes.filter(route => route.kind === "public").map(route => route.path),
    ...servicePages.map(service => service.path),
  ]) {
    await page.goto(base + path)
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      newsFeedPath,
    )
  }
})
