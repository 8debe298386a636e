/** @jest-environment node */
import fs from "fs"
import path from "path"
import { articleRoute, pageRoutes } from "../../src/routes"
import { fixtureContentDir, footerCopy, readFixtureItems, readFixtureNews, siteSettings } from "../support/fixtures"
import { BuildResult, copyProject, gatsbyBuild, removeCopy } from "../support/site-copy"

// A build from scratch takes about a minute on a quiet machine, and up to four while others build beside it.
const buildTimeoutMs = 240_000

const routeOf = (template: string) => pageRoutes.find(route => route.template === template)?.path ?? ""
const home = routeOf("home")
const newsList = routeOf("news-list")
const news = readFixtureNews()
const insurers = readFixtureItems<{ name: string }>("insurers.yaml").map(insurer => insurer.name)

let site: string
let build: BuildResult
beforeAll(async () => {
  site = copyProject(fixtureContentDir)
  build = await gatsbyBuild(site, buildTimeoutMs)
}, buildTimeoutMs + 10_000)
afterAll(() => {
  if (site) removeCopy(site)
})

/** The text a visitor reads on the built page at `route`: the body without markup, scripts or styles. */
function pageText(route: string): string {
  const html = fs.readFileSync(path.join(site, "public", route, "index.html"), "utf8")
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ""
  return body
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
}

test("gatsby build succeeds with the fixture content", () => {
  // Compared as a whole so that a failure prints what the build said.
  expect(build).toEqual({ status: 0, output: expect.any(String) })
})

test("the home page shows the site's name, its three newest articles newest first, and not the older ones", () => {
  const text = pageText(home)
  expect(text).toContain(siteSettings.name)
  const newest = news.slice(0, 3).map(article => text.indexOf(article.title))
  expect(newest.every(position => position >= 0)).toBe(true)
  expect([...newest].sort((a, b) => a - b)).toEqual(newest)
  // The fixture set holds an older article, so that this check can fail.
  expect(news.length).toBeGreaterThan(3)
  for (const older of news.slice(3)) expect(text).not.toContain(older.title)
})

test("the home page lists every insurer and shows the footer's texts", () => {
  const text = pageText(home)
  for (const insurer of insurers) expect(text).toContain(insurer)
  expect(text).toContain(footerCopy.title)
  expect(text).toContain(footerCopy.text)
})

test("each article has its own page, and the news page lists them all", () => {
  const list = pageText(newsList)
  for (const article of news) {
    expect(pageText(articleRoute.path(article.slug))).toContain(article.title)
    expect(list).toContain(article.title)
  }
})
