import type { APIRequestContext, Page } from "@playwright/test"
import { isPrivatePath, pageRoutes, privatePrefixes } from "../../src/routes"
import { theme } from "../../src/theme/theme"
import { readExpectations } from "./support/content"
import { expect, test } from "./support/fixtures"
import { servers } from "./support/project"

const { site, news, servicePages } = readExpectations()
const base = servers.static

/** The site's public URLs point at the real domain; fetch them from the local server instead. */
const local = (url: string) => url.replace(site.siteUrl, base)

async function text(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url)
  expect(`${url} ${response.status()}`).toBe(`${url} 200`)
  return response.text()
}

/** Every address listed in the sitemap index and the sitemaps it names. */
async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => match[1])
  const sitemaps = locs(await text(request, `${base}/sitemap-index.xml`))
  expect(sitemaps.length).toBeGreaterThan(0)
  const pages = await Promise.all(sitemaps.map(async sitemap => locs(await text(request, local(sitemap)))))
  return pages.flat()
}

/** Pages search engines should index: every page that is not a demo screen, every news article and service page. */
const indexedPaths = [
  ...pageRoutes.map(route => route.path).filter(path => !isPrivatePath(path)),
  ...news.map(article => article.path),
  ...servicePages.map(page => page.path),
]

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

// Crawlers read the files as served, once: at phone width, without JavaScript.
test.describe("search engines and shared links @phone @content", () => {
  test.use({ javaScriptEnabled: false })

  test("the sitemap lists every public page, every news article and every service page", async ({ request }) => {
    const urls = await sitemapUrls(request)
    expect(urls).toEqual(expect.arrayContaining(indexedPaths.map(path => site.siteUrl + path)))
  })

  test("the sitemap keeps the demo screens and the not-found page out", async ({ request }) => {
    const urls = await sitemapUrls(request)
    const paths = urls.map(url => new URL(url).pathname)
    expect(paths.filter(path => isPrivatePath(path) || path.startsWith("/404"))).toEqual([])
  })

  test("robots.txt lets crawlers in, keeps them off the demo screens and names the sitemap", async ({ request }) => {
    const lines = (await text(request, `${base}/robots.txt`)).split("\n").map(line => line.trim())
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        ...privatePrefixes.map(prefix => `Disallow: ${prefix}`),
        `Sitemap: ${site.siteUrl}/sitemap-index.xml`,
      ]),
    )
  })

  test("the web app manifest is linked from the pages and served with its icons", async ({ page, request }) => {
    await page.goto(`${base}/`)
    const href = await page.locator('link[rel="manifest"]').getAttribute("href")
    expect(href).toBeTruthy()
    const manifest = JSON.parse(await text(request, new URL(href ?? "", `${base}/`).href)) as {
      name: string
      short_name: string
      theme_color: string
      display: string
      icons: { src: string; purpose?: string }[]
    }
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.shortName,
      theme_color: theme.colors.primary,
      display: "standalone",
    })
    expect(manifest.icons.length).toBeGreaterThan(0)
    for (const icon of manifest.icons) {
      expect(icon.purpose).toBe("any maskable")
      await text(request, new URL(icon.src, `${base}/`).href)
    }
  })

  test("the default share picture is served", async ({ request }) => {
    const response = await request.get(`${base}/og-image.jpg`)
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toBe("image/jpeg")
  })

  test("public pages have their own title and description, a canonical address and share tags", async ({
    page,
    request,
  }) => {
    const problems: string[] = []
    const check = (pagePath: string, what: string, actual: unknown, expected: unknown) => {
      if (actual !== expected)
        problems.push(`${pagePath} ${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
    }
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() }
    const descriptions = new Map<string, string | null>()
    for (const pagePath of indexedPaths) {
      const head = await headTags(page, pagePath)
      descriptions.set(pagePath, head.description)
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
        const served = image?.startsWith(`${site.siteUrl}/`) && (await request.get(local(image))).status() === 200
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
    for (const article of news) {
      check(article.path, "description", descriptions.get(article.path), article.excerpt)
    }
    expect(problems).toEqual([])
  })

  test("demo screens ask search engines not to index them", async ({ page }) => {
    for (const pagePath of pageRoutes.map(route => route.path).filter(isPrivatePath)) {
      const { robots } = await headTags(page, pagePath)
      expect({ pagePath, robots }).toEqual({ pagePath, robots: "noindex, nofollow" })
    }
  })
})
