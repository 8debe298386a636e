import fs from "fs"
import path from "path"
import type { Browser, Page } from "playwright-core"
import { readContent } from "../support/content"
import { launchBrowser, openPage } from "./support/browser"
import { isDemoPath, publicPaths, routes } from "./support/routes"
import { projectDir, servers } from "./support/servers"

const site = readContent<Queries.SiteSettingsFieldsFragment>("site.yaml")
const base = servers.static

/** The site's public URLs point at the real domain; fetch them from the local server instead. */
const local = (url: string) => url.replace(site.siteUrl, base)

async function text(url: string): Promise<string> {
  const response = await fetch(url)
  expect(`${url} ${response.status}`).toBe(`${url} 200`)
  return response.text()
}

/** Every address listed in the sitemap index and the sitemaps it names. */
async function sitemapUrls(): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => match[1])
  const sitemaps = locs(await text(`${base}/sitemap-index.xml`))
  expect(sitemaps.length).toBeGreaterThan(0)
  const pages = await Promise.all(sitemaps.map(async sitemap => locs(await text(local(sitemap)))))
  return pages.flat()
}

/** Every news article the build made a page for. */
const articlePaths = () =>
  fs
    .readdirSync(path.join(projectDir, "public/news"), { withFileTypes: true })
    .filter(
      entry => entry.isDirectory() && fs.existsSync(path.join(projectDir, "public/news", entry.name, "index.html")),
    )
    .map(entry => `/news/${entry.name}/`)

/** Pages search engines should index: the public routes and every article (one of which is also a route). */
const indexedPaths = () => [...new Set([...publicPaths, ...articlePaths()])]

interface HeadTags {
  title: string
  description: string | null
  canonical: string | null
  robots: string | null
  lang: string | null
  og: Record<string, string | null>
  twitterCard: string | null
  twitterImage: string | null
}

/** What a crawler reads in <head>, from the HTML as served (no JavaScript). */
async function headTags(page: Page, pagePath: string): Promise<HeadTags> {
  await page.goto(base + pagePath)
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null
    const og = Object.fromEntries(
      ["title", "description", "url", "type", "image", "site_name", "locale"].map(key => [
        key,
        attr(`meta[property="og:${key}"]`, "content"),
      ]),
    )
    return {
      title: document.title,
      description: attr('meta[name="description"]', "content"),
      canonical: attr('link[rel="canonical"]', "href"),
      robots: attr('meta[name="robots"]', "content"),
      lang: document.documentElement.getAttribute("lang"),
      og,
      twitterCard: attr('meta[name="twitter:card"]', "content"),
      twitterImage: attr('meta[name="twitter:image"]', "content"),
    }
  })
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe("sitemap", () => {
  test("lists every public page and every news article", async () => {
    const urls = await sitemapUrls()
    for (const pagePath of indexedPaths()) expect(urls).toContain(site.siteUrl + pagePath)
  })

  test("keeps the demo screens and the not-found page out", async () => {
    const urls = await sitemapUrls()
    expect(urls.filter(url => /\/(admin|auth|404)/.test(new URL(url).pathname))).toEqual([])
  })
})

test("robots.txt lets crawlers in, keeps them off the demo screens and names the sitemap", async () => {
  const lines = (await text(`${base}/robots.txt`)).split("\n").map(line => line.trim())
  expect(lines).toEqual(
    expect.arrayContaining([
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin/",
      "Disallow: /auth/",
      `Sitemap: ${site.siteUrl}/sitemap-index.xml`,
    ]),
  )
})

test("the web app manifest is linked from the pages and served with its icons", async () => {
  const html = await text(`${base}/`)
  const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1]
  expect(href).toBeDefined()
  const manifest = JSON.parse(await text(base + href)) as {
    name: string
    short_name: string
    theme_color: string
    display: string
    icons: { src: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({
    name: site.name,
    short_name: site.shortName,
    theme_color: "#0f766e",
    display: "standalone",
  })
  expect(manifest.icons.length).toBeGreaterThan(0)
  for (const icon of manifest.icons) {
    expect(icon.purpose).toBe("any maskable")
    const response = await fetch(new URL(icon.src, `${base}/`))
    expect(`${icon.src} ${response.status}`).toBe(`${icon.src} 200`)
  }
})

test("the default share picture is served", async () => {
  const response = await fetch(`${base}/og-image.jpg`)
  expect(response.status).toBe(200)
  expect(response.headers.get("content-type")).toBe("image/jpeg")
})

describe("every page's head", () => {
  test("public pages have their own title and description, a canonical address and share tags", async () => {
    const { context, page } = await openPage(browser, "phone", { javaScriptEnabled: false })
    const problems: string[] = []
    const check = (pagePath: string, what: string, actual: unknown, expected: unknown) => {
      if (actual !== expected)
        problems.push(`${pagePath} ${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
    }
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() }
    for (const pagePath of indexedPaths()) {
      const head = await headTags(page, pagePath)
      check(pagePath, "canonical", head.canonical, site.siteUrl + pagePath)
      check(pagePath, "og:url", head.og.url, site.siteUrl + pagePath)
      check(pagePath, "lang", head.lang, "en")
      check(pagePath, "robots (public pages are indexed)", head.robots, null)
      check(pagePath, "og:title", head.og.title, head.title)
      check(pagePath, "og:site_name", head.og.site_name, site.name)
      check(pagePath, "og:locale", head.og.locale, "en_KE")
      check(pagePath, "twitter:card", head.twitterCard, "summary_large_image")
      // The share picture is an absolute address on this site, and the file is there.
      for (const image of [head.og.image, head.twitterImage]) {
        const served = image?.startsWith(`${site.siteUrl}/`) && (await fetch(local(image))).status === 200
        check(pagePath, "share image served from this site", served ? "yes" : image, "yes")
      }
      for (const key of ["title", "description"] as const) {
        const value = head[key] ?? ""
        if (!value) problems.push(`${pagePath} has no ${key}`)
        const other = seen[key].get(value)
        if (other) problems.push(`${pagePath} has the same ${key} as ${other}: ${JSON.stringify(value)}`)
        seen[key].set(value, pagePath)
      }
    }
    expect(problems).toEqual([])
    await context.close()
  })

  test("demo screens ask search engines not to index them", async () => {
    const { context, page } = await openPage(browser, "phone", { javaScriptEnabled: false })
    for (const pagePath of routes.map(([demoPath]) => demoPath).filter(isDemoPath)) {
      const { robots } = await headTags(page, pagePath)
      expect({ pagePath, robots }).toEqual({ pagePath, robots: "noindex, nofollow" })
    }
    await context.close()
  })
})
