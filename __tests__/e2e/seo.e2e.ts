import type { APIRequestContext, Page } from "@playwright/test"
import { localeInfo } from "../../src/model/locales"
import { homePath, localizedPath, newsArchiveRoute, pageRoutes } from "../../src/model/routes"
import { extensionRoutes, isPrivatePath, privatePrefixes } from "../../src/registry"
import { theme } from "../../src/site/theme/theme"
import { readExpectations } from "../../testkit/expectations"
import { Locale, locales } from "../../src/model/locales"
import { expect, test, visit } from "./support/fixtures"
import { servers } from "./support/project"

const { site, languages } = readExpectations()
const base = servers.static

/** The site's public URLs point at the real domain; fetch them from the local server instead. */
const local = (url: string) => url.replace(site.siteUrl, base)

async function text(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url)
  expect(`${url} ${response.status()}`).toBe(`${url} 200`)
  return response.text()
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => match[1])

/** Every <url> of the sitemaps the sitemap index names: its address and its alternates by hreflang. */
async function sitemapEntries(request: APIRequestContext): Promise<Map<string, Record<string, string>>> {
  const sitemaps = locs(await text(request, `${base}/sitemap-index.xml`))
  expect(sitemaps.length).toBeGreaterThan(0)
  const entries = new Map<string, Record<string, string>>()
  for (const sitemap of sitemaps) {
    for (const [entry] of (await text(request, local(sitemap))).matchAll(/<url>[\s\S]*?<\/url>/g)) {
      const alternates = [...entry.matchAll(/<xhtml:link\b[^>]*>/g)].map(([tag]) => [
        /hreflang="([^"]+)"/.exec(tag)?.[1] ?? "",
        /href="([^"]+)"/.exec(tag)?.[1] ?? "",
      ])
      entries.set(locs(entry)[0], Object.fromEntries(alternates))
    }
  }
  return entries
}

/** Every address listed in the sitemap index and the sitemaps it names. */
const sitemapUrls = async (request: APIRequestContext) => [...(await sitemapEntries(request)).keys()]

/**
 * Pages search engines should index, with their language: every public page in each language, every news article
 * and every service page; not the demo screens.
 */
const indexed = new Map<string, Locale>([
  ...[...pageRoutes, ...extensionRoutes]
    .map(route => route.path)
    .filter(path => !isPrivatePath(path) && !languages.en.headings.has(path))
    .map((path): [string, Locale] => [path, "en"]),
  ...locales.flatMap(locale => [...languages[locale].headings.keys()].map((path): [string, Locale] => [path, locale])),
])
const indexedPaths = [...indexed.keys()]

interface HeadTags {
  title: string
  description: string | null
  canonical: string | null
  robots: string | null
  lang: string | null
  /** hreflang → address, from <link rel="alternate" hreflang>. */
  alternates: Record<string, string>
  ogLocaleAlternates: string[]
  /** "WebPage:sw", "NewsArticle:sw": the inLanguage of the page's JSON-LD. */
  jsonLdLanguages: string[]
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
      alternates: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(link => [
          link.getAttribute("hreflang") ?? "",
          link.getAttribute("href") ?? "",
        ]),
      ),
      ogLocaleAlternates: [...document.querySelectorAll('meta[property="og:locale:alternate"]')].map(
        meta => meta.getAttribute("content") ?? "",
      ),
      jsonLdLanguages: [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(script => {
        const data = JSON.parse(script.textContent ?? "{}") as { "@type"?: string; inLanguage?: string }
        return data["@type"] === "WebPage" || data["@type"] === "NewsArticle"
          ? [`${data["@type"]}:${data.inLanguage ?? "(none)"}`]
          : []
      }),
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

  test("the sitemap gives every translated page its address in each language", async ({ request }) => {
    const entries = await sitemapEntries(request)
    for (const locale of locales) {
      for (const [path, twins] of languages[locale].alternates) {
        const translated = Object.keys(twins).length > 1
        const expected = translated
          ? Object.fromEntries(
              Object.entries(twins).map(([twin, twinPath]) => [
                localeInfo[twin as Locale].lang,
                site.siteUrl + twinPath,
              ]),
            )
          : {}
        // x-default, where given, is the English page.
        const { "x-default": fallback, ...listed } = entries.get(site.siteUrl + path) ?? {}
        expect({ path, alternates: listed }).toEqual({ path, alternates: expected })
        if (fallback) expect({ path, fallback }).toEqual({ path, fallback: expected.en })
      }
    }
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
    // Titles differ between the pages of one language, and so do the descriptions staff write, which the content
    // check keeps apart (src/model/page-descriptions.ts); twins may share them.
    const described = new Map(
      locales.flatMap(locale => languages[locale].descriptions).map(page => [page.path, page.description]),
    )
    const seen = Object.fromEntries(
      locales.map(locale => [locale, { title: new Map<string, string>(), description: new Map<string, string>() }]),
    ) as Record<Locale, { title: Map<string, string>; description: Map<string, string> }>
    const descriptions = new Map<string, string | null>()
    for (const [pagePath, locale] of indexed) {
      const head = await headTags(page, pagePath)
      descriptions.set(pagePath, head.description)
      check(pagePath, "canonical", head.canonical, site.siteUrl + pagePath)
      check(pagePath, "og:url", head.og.url, site.siteUrl + pagePath)
      check(pagePath, "lang", head.lang, localeInfo[locale].lang)
      check(pagePath, "robots (public pages are indexed)", head.robots, null)
      check(pagePath, "og:title", head.og.title, head.title)
      check(pagePath, "og:site_name", head.og.site_name, languages[locale].site.name)
      check(pagePath, "og:locale", head.og.locale, localeInfo[locale].ogLocale)
      check(pagePath, "twitter:card", head.twitterCard, "summary_large_image")
      // The share picture is an absolute address on this site, and the file is there.
      for (const image of [head.og.image, head.twitterImage]) {
        const served = image?.startsWith(`${site.siteUrl}/`) && (await request.get(local(image))).status() === 200
        check(pagePath, "share image served from this site", served ? "yes" : image, "yes")
      }
      for (const key of ["title", "description"] as const) {
        const value = head[key] ?? ""
        if (!value) problems.push(`${pagePath} has no ${key}`)
        if (key === "description" && !described.has(pagePath)) continue
        const other = seen[locale][key].get(value)
        if (other) problems.push(`${pagePath} has the same ${key} as ${other}: ${JSON.stringify(value)}`)
        seen[locale][key].set(value, pagePath)
      }
    }
    for (const [pagePath, description] of described) {
      check(pagePath, "description", descriptions.get(pagePath), description)
    }
    expect(problems).toEqual([])
  })

  test("each page names its translations with hreflang, reciprocally, with x-default, and its language in Open Graph and JSON-LD", async ({
    page,
  }) => {
    const problems: string[] = []
    const check = (pagePath: string, what: string, actual: unknown, expected: unknown) => {
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        problems.push(`${pagePath} ${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
    }
    const sorted = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).sort())
    const heads = new Map<string, HeadTags>()
    for (const locale of locales) {
      for (const [pagePath, twins] of languages[locale].alternates) {
        const head = await headTags(page, pagePath)
        heads.set(pagePath, head)
        const translated = Object.keys(twins).length > 1
        const expected: Record<string, string> = translated
          ? {
              ...Object.fromEntries(
                Object.entries(twins).map(([twin, path]) => [localeInfo[twin as Locale].lang, site.siteUrl + path]),
              ),
              "x-default": site.siteUrl + (twins.en ?? pagePath),
            }
          : {}
        check(pagePath, "hreflang alternates", sorted(head.alternates), sorted(expected))
        check(
          pagePath,
          "og:locale:alternate",
          [...head.ogLocaleAlternates].sort(),
          (Object.keys(twins) as Locale[])
            .filter(twin => twin !== locale)
            .map(twin => localeInfo[twin].ogLocale)
            .sort(),
        )
        const inLanguage = head.jsonLdLanguages.map(entry => entry.split(":")[1])
        check(pagePath, "JSON-LD inLanguage", inLanguage.length > 0 && inLanguage.every(lang => lang === locale), true)
      }
    }
    // Reciprocal: every page a page names as its translation names it back.
    for (const [pagePath, head] of heads) {
      for (const [lang, href] of Object.entries(head.alternates)) {
        if (lang === "x-default") continue
        const twin = heads.get(new URL(href).pathname)
        const self = site.siteUrl + pagePath
        if (!twin) problems.push(`${pagePath} names ${href} (${lang}), which is no page of the site`)
        else if (!Object.values(twin.alternates).includes(self)) problems.push(`${href} does not name ${self} back`)
      }
    }
    expect(heads.size).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })

  test("demo screens ask search engines not to index them", async ({ page }) => {
    for (const pagePath of extensionRoutes.map(route => route.path).filter(isPrivatePath)) {
      const { robots } = await headTags(page, pagePath)
      expect({ pagePath, robots }).toEqual({ pagePath, robots: "noindex, nofollow" })
    }
  })
})

/** The parts of <head> a page sets itself (Gatsby marks them), as they are now in the browser. */
const ownHead = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.getAttribute("lang"),
    tags: [...document.head.querySelectorAll("[data-gatsby-head]")].map(element => element.outerHTML).sort(),
  }))

// The first page keeps the head the server sent; Gatsby draws the head of each page reached by a link.
test.describe("the head after moving between pages @content", () => {
  test("a page reached by a link has the head it has when opened directly, and so has the first page on the way back", async ({
    page,
  }) => {
    const first = homePath
    const next = localizedPath("sw", newsArchiveRoute.path(1))
    const served = new Map<string, Awaited<ReturnType<typeof ownHead>>>()
    for (const path of [next, first]) {
      await visit(page, base + path)
      served.set(path, await ownHead(page))
    }
    expect(served.get(first)?.tags.length).toBeGreaterThan(0)

    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }))
    await page.evaluate(path => (window as unknown as { ___navigate(to: string): void }).___navigate(path), next)
    await expect(page).toHaveURL(url => url.pathname === next)
    await expect.poll(() => ownHead(page)).toEqual(served.get(next))

    await page.goBack()
    await expect(page).toHaveURL(url => url.pathname === first)
    await expect.poll(() => ownHead(page)).toEqual(served.get(first))
    expect(await page.evaluate(() => "stillTheSamePage" in window), "moved without reloading").toBe(true)
  })
})
