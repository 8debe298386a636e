/** @jest-environment node */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { formatDays, serviceHours } from "../../src/components/OpeningHours/hours"
import {
  articleRoute,
  bookingRoute,
  newsArchiveRoute,
  newsFeedPath,
  offlinePath,
  pageRoutes,
  serviceRoute,
  serviceWorkerPath,
} from "../../src/routes"
import {
  fixtureContentDir,
  footerCopy,
  readFixtureItems,
  readFixtureMarkdown,
  readFixtureNews,
  servicePages,
  siteSettings,
} from "../support/fixtures"
import { BuildResult, copyProject, gatsbyBuild, removeCopy } from "../support/site-copy"

// A build from scratch takes about a minute on a quiet machine, and up to four while others build beside it.
const buildTimeoutMs = 240_000

const routeOf = (template: string) => pageRoutes.find(route => route.template === template)?.path ?? ""
const home = routeOf("home")
const newsList = routeOf("news-list")
const news = readFixtureNews()
const insurers = readFixtureItems<{ name: string }>("insurers.yaml").map(insurer => insurer.name)

/**
 * Valid content that staff could write and that must not get through as written, added to the copy only (the
 * component tests render the fixture set as it is): raw HTML that tries to run or embed something, each piece
 * carrying a mark that must appear nowhere in what is published, beside ordinary Markdown; a site address ending
 * in a slash; and more health articles than the design's four.
 */
const injected = {
  slug: "injected-article",
  title: "An article with HTML written into it",
  // Older than every fixture article, so the home page's newest three stay the fixture's.
  file: "news/2025-12-01-injected-article.md",
  body: `
## Visiting the new wing

Read *the guide* on [our partner's site](https://partner.example/guide) before you come:

- bring your card
- arrive early

<script>window.markScript = 1</script>
<img src="./images/picture.jpg" alt="" onerror="markOnerror()">
<a href="javascript:markJavascript()">Open</a>
<iframe src="https://mark-iframe.example/"></iframe>
<object data="https://mark-object.example/x.swf"></object>
<embed src="https://mark-embed.example/x.swf">
<style>.mark-style { display: none }</style>
<p style="color: red" data-mark="markStyleAttribute">Styled</p>
`,
  marks: ["markScript", "markOnerror", "markJavascript", "mark-iframe", "mark-object", "mark-embed", "mark-style"],
}
const extraHealthOrders = [3, 4, 5, 6]

/** The text of a Markdown file of the fixture set's `folder`, to copy from. */
function someMarkdown(content: string, folder: string): string {
  const name = fs.readdirSync(path.join(content, folder)).find(file => file.endsWith(".md"))
  return fs.readFileSync(path.join(content, folder, String(name)), "utf8")
}

function addEdgeContent(content: string) {
  const article = someMarkdown(content, "news")
  const frontMatter = article.slice(0, article.indexOf("\n---\n") + "\n---\n".length)
  fs.writeFileSync(
    path.join(content, injected.file),
    frontMatter
      .replace(/^slug: .*\n/m, "")
      .replace(/^title: .*$/m, `title: ${injected.title}`)
      .replace(/^date: .*$/m, "date: 2025-12-01") + injected.body,
  )
  const siteYaml = path.join(content, "site.yaml")
  fs.writeFileSync(siteYaml, fs.readFileSync(siteYaml, "utf8").replace(/^siteUrl: (.*?)\/?$/m, "siteUrl: $1/"))
  const advice = someMarkdown(content, "health")
  for (const order of extraHealthOrders) {
    fs.writeFileSync(
      path.join(content, `health/extra-advice-${order}.md`),
      advice.replace(/^title: .*$/m, `title: Extra health advice ${order}`).replace(/^order: .*$/m, `order: ${order}`),
    )
  }
}

let site: string
let build: BuildResult
beforeAll(async () => {
  site = copyProject(fixtureContentDir)
  addEdgeContent(path.join(site, "content"))
  build = await gatsbyBuild(site, buildTimeoutMs)
}, buildTimeoutMs + 10_000)
afterAll(() => {
  if (site) removeCopy(site)
})

/** Every article of the copy, newest first: the fixture set's, then the added one, the oldest. */
const archive: { title: string; slug: string }[] = [...news, injected]

const pageHtml = (route: string) => fs.readFileSync(path.join(site, "public", route, "index.html"), "utf8")
const pageHead = (route: string) => /<head>([\s\S]*)<\/head>/.exec(pageHtml(route))?.[1] ?? ""
const pageBody = (route: string) => /<body[^>]*>([\s\S]*)<\/body>/.exec(pageHtml(route))?.[1] ?? ""

/** The addresses the head's <link rel="…"> tags point to. */
const headLinks = (route: string, rel: string) =>
  [...pageHead(route).matchAll(/<link\b[^>]*>/g)]
    .filter(([tag]) => tag.includes(`rel="${rel}"`))
    .map(([tag]) => /href="([^"]*)"/.exec(tag)?.[1])

/** The text a visitor reads on the built page at `route`: the body without markup, scripts or styles. */
function pageText(route: string): string {
  return pageBody(route)
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

test("each article has its own page, and the archive's pages list them all, newest first", () => {
  const { perPage } = newsArchiveRoute
  // The fixture set holds more articles than one page shows, so that the archive has a second page.
  expect(archive.length).toBeGreaterThan(perPage)
  const pageCount = Math.ceil(archive.length / perPage)
  for (let number = 1; number <= pageCount; number += 1) {
    const path = newsArchiveRoute.path(number)
    const text = pageText(path)
    const slice = archive.slice((number - 1) * perPage, number * perPage)
    const positions = slice.map(article => text.indexOf(article.title))
    expect(positions.every(position => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    for (const other of archive.filter(article => !slice.includes(article))) expect(text).not.toContain(other.title)
    const url = (n: number) => `${siteSettings.siteUrl}${newsArchiveRoute.path(n)}`
    expect(headLinks(path, "prev")).toEqual(number > 1 ? [url(number - 1)] : [])
    expect(headLinks(path, "next")).toEqual(number < pageCount ? [url(number + 1)] : [])
  }
  expect(fs.existsSync(path.join(site, "public", newsArchiveRoute.path(pageCount + 1)))).toBe(false)
  for (const article of archive) expect(pageText(articleRoute.path(article.slug))).toContain(article.title)
})

test("each article links to the older and the newer one", () => {
  archive.forEach((article, index) => {
    const html = pageBody(articleRoute.path(article.slug))
    for (const [other, rel] of [
      [archive[index + 1], "prev"],
      [archive[index - 1], "next"],
    ] as const) {
      if (!other) continue
      const link = [...html.matchAll(/<a\b[^>]*>/g)].find(([tag]) =>
        tag.includes(`href="${articleRoute.path(other.slug)}"`),
      )
      expect(link?.[0]).toContain(`rel="${rel}"`)
    }
  })
})

test("each service page says what its file says, shows its hours and books it", () => {
  for (const { data, slug } of readFixtureMarkdown<Queries.ServicePage>("services")) {
    const route = serviceRoute.path(slug)
    const text = pageText(route)
    for (const line of [data.title, data.summary, ...data.offers, ...data.audience, ...data.preparation]) {
      expect(text).toContain(line)
    }
    for (const line of serviceHours(siteSettings.openingHours, data.service))
      expect(text).toContain(formatDays(line.days))
    expect(pageBody(route)).toContain(`href="${bookingRoute.path(slug).replace(/&/g, "&amp;")}"`)
    expect(pageHead(route)).toContain('"@type":"MedicalClinic"')
    expect(pageHead(route)).toContain('"@type":"BreadcrumbList"')
  }
})

test("the RSS feed carries the newest articles, and every page's head announces it", () => {
  const feed = fs.readFileSync(path.join(site, "public", newsFeedPath), "utf8")
  const titles = [...feed.matchAll(/<item><title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map(match => match[1])
  expect(titles).toEqual(archive.slice(0, titles.length).map(article => article.title))
  expect(titles.length).toBe(Math.min(archive.length, 20))
  for (const route of [home, newsList, offlinePath, ...servicePages.map(page => serviceRoute.path(page.slug))]) {
    expect(headLinks(route, "alternate")).toEqual([newsFeedPath])
  }
})

test("the service worker keeps the home page, every service page and the offline page", () => {
  const worker = fs.readFileSync(path.join(site, "public", serviceWorkerPath), "utf8")
  const kept = JSON.parse(/const PRECACHE = (\[[\s\S]*?\])\n/.exec(worker)?.[1] ?? "[]") as string[]
  for (const route of [home, offlinePath, ...servicePages.map(page => serviceRoute.path(page.slug))]) {
    expect(kept).toContain(route)
  }
  for (const file of kept) {
    expect(fs.existsSync(path.join(site, "public", file.endsWith("/") ? `${file}index.html` : file))).toBe(true)
  }
})

/** Every file the build wrote that a browser or a search engine reads. */
function published(): { file: string; text: string }[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? walk(full) : [full]
    })
  return walk(path.join(site, "public"))
    .filter(file => /\.(html|json|xml|txt)$/.test(file))
    .map(file => ({ file: path.relative(site, file), text: fs.readFileSync(file, "utf8") }))
}

test("HTML written in a Markdown file is published without anything that runs or embeds, and its Markdown works", () => {
  for (const { file, text } of published()) {
    expect({ file, found: injected.marks.filter(mark => text.includes(mark)) }).toEqual({ file, found: [] })
  }
  const page = fs.readFileSync(path.join(site, "public", articleRoute.path(injected.slug), "index.html"), "utf8")
  expect(page).toMatch(/<h2[^>]*>Visiting the new wing<\/h2>/)
  expect(page).toContain("<em>the guide</em>")
  expect(page).toContain(`<a href="https://partner.example/guide">our partner's site</a>`)
  expect(page).toMatch(/<li>bring your card<\/li>\s*<li>arrive early<\/li>/)
  expect(pageText(articleRoute.path(injected.slug))).toContain("Styled")
})

test("a site address written with a trailing slash never gives an address with two slashes", () => {
  const siteUrl = siteSettings.siteUrl.replace(/\/$/, "")
  for (const { file, text } of published()) {
    expect({ file, doubled: text.includes(`${siteUrl}//`) }).toEqual({ file, doubled: false })
  }
  const article = articleRoute.path(injected.slug)
  const page = fs.readFileSync(path.join(site, "public", article, "index.html"), "utf8")
  expect(page).toContain(`<link rel="canonical" href="${siteUrl}${article}"`)
  expect(fs.readFileSync(path.join(site, "public/robots.txt"), "utf8")).toContain(
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
  )
  const sitemaps = published().filter(({ file }) => /sitemap-\d+\.xml$/.test(file))
  expect(sitemaps.map(({ text }) => text).join("")).toContain(`<loc>${siteUrl}${article}</loc>`)
})

test("every health article is shown, more than the design's four included", () => {
  const text = pageText(home)
  const healthDir = path.join(site, "content/health")
  const titles = fs
    .readdirSync(healthDir)
    .filter(file => file.endsWith(".md"))
    .map(file => String(matter(fs.readFileSync(path.join(healthDir, file), "utf8")).data.title))
  expect(titles.length).toBeGreaterThan(4)
  for (const title of titles) expect(text).toContain(title)
})
