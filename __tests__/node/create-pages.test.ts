/** @jest-environment node */
import type { CreatePagesArgs } from "gatsby"
import { Locale, locales } from "../../src/model/locales"
import { createPages } from "../../src/node/create-pages"
import {
  articleRoute,
  homeNewsCount,
  homePath,
  localizedPath,
  newsArchiveRoute,
  pageRoutes,
  searchPath,
  serviceRoute,
  staffPageRoute,
  templateFile,
} from "../../src/model/routes"
import { extensionRoutes, redirectRoutes } from "../../src/registry"
import { searchedNews } from "../../src/model/search"

interface Article {
  id: string
  slug: string
  title: string
  date: string
  locale: Locale
  translationKey: string
  fileName: string
}

const day = (index: number) => new Date(Date.UTC(2026, 0, 200 - index)).toISOString().slice(0, 10)
const written = (index: number, locale: Locale): Article => ({
  id: `${locale}-${index}`,
  slug: `article-${index}`,
  title: `Article ${index} (${locale})`,
  date: day(index),
  locale,
  translationKey: `news/${day(index)}-article-${index}.md`,
  fileName: `content/news/${day(index)}-article-${index}.${locale}.md`,
})

/**
 * Newest first: more than two archive pages and than the search covers, mostly in both languages, one in English
 * only, one in Kiswahili only.
 */
const articleCount = Math.max(newsArchiveRoute.perPage * 2, searchedNews) + 3
const englishOnly = 2
const swahiliOnly = 4
const articles: Article[] = Array.from({ length: articleCount }, (_, index) => index + 1).flatMap(index =>
  locales
    .filter(locale => !(index === englishOnly && locale === "sw") && !(index === swahiliOnly && locale === "en"))
    .map(locale => written(index, locale)),
)
const serviceSlugs = ["first-service", "second-service"]
const staffSlugs = ["privacy", "visiting-hours"]

async function run(newsArticles: Article[] = articles, services = serviceSlugs, staffPages = staffSlugs) {
  const createPage = jest.fn()
  const createRedirect = jest.fn()
  const panicOnBuild = jest.fn()
  const graphql = jest.fn().mockResolvedValue({
    data: {
      allNewsArticle: { nodes: newsArticles },
      allServicePage: {
        nodes: locales.flatMap(locale =>
          services.map((slug, index) => ({ slug, locale, fileName: `content/services/service-${index}.${locale}.md` })),
        ),
      },
      allStaffPage: {
        nodes: locales.flatMap(locale =>
          staffPages.map(slug => ({ slug, locale, fileName: `content/pages/${slug}.${locale}.md` })),
        ),
      },
      // No hours: the service pages carry no timetable.
      siteBuildMetadata: null,
      siteSettings: null,
      allSpecialDay: { nodes: [] },
    },
  })
  // Only these parts of Gatsby's arguments are used.
  const args = { actions: { createPage, createRedirect }, graphql, reporter: { panicOnBuild } }
  await createPages?.(
    args as unknown as CreatePagesArgs & { traceId: "initial-createPages" },
    { plugins: [] },
    () => undefined,
  )
  return { createPage, createRedirect, panicOnBuild }
}

const pageAt = (mock: jest.Mock, path: string) => mock.mock.calls.find(([page]) => page.path === path)?.[0]
const paths = (mock: jest.Mock) => mock.mock.calls.map(([page]) => page.path as string)
const inEvery = (path: string) => Object.fromEntries(locales.map(l => [l, localizedPath(l, path)]))

/** What each language's archive lists, newest first: the article in that language, or else in the one it has. */
const archiveIn = (locale: Locale) =>
  Array.from({ length: articleCount }, (_, index) => index + 1).map(
    index => articles.find(a => a.id === `${locale}-${index}`) ?? articles.find(a => a.slug === `article-${index}`)!,
  )

test("every public route gets a page in each language, and the extensions' routes one in English only", async () => {
  const { createPage } = await run()
  for (const route of pageRoutes) {
    for (const locale of locales) {
      const page = pageAt(createPage, localizedPath(locale, route.path))
      expect(page?.component).toMatch(new RegExp(`${templateFile(route.template)}$`))
      expect(page.context.locale).toBe(locale)
    }
  }
  for (const route of extensionRoutes) {
    expect(pageAt(createPage, route.path).component).toMatch(new RegExp(`${route.component}$`))
    for (const locale of locales.filter(other => other !== "en")) {
      const page = pageAt(createPage, localizedPath(locale, route.path))
      expect({ route: route.path, locale, page }).toEqual({ route: route.path, locale, page: undefined })
    }
  }
})

test("a page in both languages names both as its translations, and its switch leads to the other", async () => {
  const { createPage } = await run()
  for (const locale of locales) {
    const { context } = pageAt(createPage, localizedPath(locale, homePath))
    expect(context).toMatchObject({ locale, alternates: inEvery(homePath), languageLinks: inEvery(homePath) })
  }
})

test("a demo screen is English only: no translations, and its switch leads to the other language's home", async () => {
  const { createPage } = await run()
  const [demo] = extensionRoutes
  expect(pageAt(createPage, demo.path).context).toEqual({
    locale: "en",
    alternates: { en: demo.path },
    languageLinks: { ...inEvery(homePath), en: demo.path },
  })
})

test("each home page shows the newest articles of its own archive", async () => {
  const { createPage } = await run()
  for (const locale of locales) {
    const { context } = pageAt(createPage, localizedPath(locale, homePath))
    expect(context.latestNews).toEqual(
      archiveIn(locale)
        .slice(0, homeNewsCount)
        .map(a => a.id),
    )
  }
})

test("each language's archive lists every article, in its language where written in it, ten a page", async () => {
  const { createPage } = await run()
  const pageCount = Math.ceil(articleCount / newsArchiveRoute.perPage)
  for (const locale of locales) {
    const listed = archiveIn(locale)
    // Both languages list the articles written in one language only, in that language.
    expect(listed.map(a => a.locale)).toContain(locale === "en" ? "sw" : "en")
    const archive = paths(createPage).filter(
      path => path.startsWith(localizedPath(locale, "/news/")) && /\/news\/(\d+\/)?$/.test(path),
    )
    expect(archive.sort()).toEqual(
      Array.from({ length: pageCount }, (_, index) => localizedPath(locale, newsArchiveRoute.path(index + 1))).sort(),
    )
    for (let page = 1; page <= pageCount; page += 1) {
      const start = (page - 1) * newsArchiveRoute.perPage
      const at = localizedPath(locale, newsArchiveRoute.path(page))
      expect(pageAt(createPage, at).component).toMatch(/src\/site\/templates\/news-list\.tsx$/)
      expect(pageAt(createPage, at).context).toEqual({
        locale,
        alternates: inEvery(newsArchiveRoute.path(page)),
        languageLinks: inEvery(newsArchiveRoute.path(page)),
        ids: listed.slice(start, start + newsArchiveRoute.perPage).map(a => a.id),
        page,
        pageCount,
      })
    }
  }
})

test("each article gets a page in its language, knowing its translation and its neighbours in that archive", async () => {
  const { createPage } = await run()
  for (const article of articles) {
    const listed = archiveIn(article.locale)
    const index = listed.indexOf(article)
    const link = (other?: Article) =>
      other
        ? { title: other.title, path: localizedPath(other.locale, articleRoute.path(other.slug)), locale: other.locale }
        : null
    const twins = articles.filter(a => a.translationKey === article.translationKey)
    // The search covers the newest of the articles written in the page's language, as the search page lists them.
    const ownNewest = articles.filter(a => a.locale === article.locale).slice(0, searchedNews)
    const alternates = Object.fromEntries(
      twins.map(a => [a.locale, localizedPath(a.locale, articleRoute.path(a.slug))]),
    )
    const page = pageAt(createPage, localizedPath(article.locale, articleRoute.path(article.slug)))
    expect(page.component).toMatch(/src\/site\/templates\/news-article\.tsx$/)
    expect(page.context).toEqual({
      locale: article.locale,
      alternates,
      languageLinks: { ...inEvery(newsArchiveRoute.path(1)), ...alternates },
      slug: article.slug,
      searched: ownNewest.includes(article),
      newer: link(listed[index - 1]),
      older: link(listed[index + 1]),
    })
  }
})

test(`the search page lists the newest ${searchedNews} articles, and only those articles' pages are searched`, async () => {
  const { createPage } = await run()
  for (const locale of locales) {
    const newest = articles.filter(a => a.locale === locale).slice(0, searchedNews)
    expect(pageAt(createPage, localizedPath(locale, searchPath)).context.news).toEqual(newest.map(a => a.id))
    const searched = articles.filter(
      a => a.locale === locale && pageAt(createPage, localizedPath(locale, articleRoute.path(a.slug))).context.searched,
    )
    expect(searched).toEqual(newest)
  }
})

test("an article in one language only has no page in the other, whose switch leads to that language's news", async () => {
  const { createPage } = await run()
  const only = articles.find(a => a.slug === `article-${englishOnly}`)!
  expect(pageAt(createPage, localizedPath("sw", articleRoute.path(only.slug)))).toBeUndefined()
  const { context } = pageAt(createPage, articleRoute.path(only.slug))
  expect(context.alternates).toEqual({ en: articleRoute.path(only.slug) })
  expect(context.languageLinks).toEqual({ en: articleRoute.path(only.slug), sw: localizedPath("sw", "/news/") })
  // In the Kiswahili archive, its neighbours are Kiswahili articles, and it links to them in Kiswahili.
  const swahiliNeighbour = pageAt(createPage, localizedPath("sw", articleRoute.path(`article-${englishOnly + 1}`)))
  expect(swahiliNeighbour.context.newer).toEqual({
    title: only.title,
    path: articleRoute.path(only.slug),
    locale: "en",
  })
})

test("an article whose slug is a number would take an archive page's address, so the build stops", async () => {
  const { panicOnBuild } = await run([...articles, { ...written(99, "en"), slug: "2" }])
  expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('"2"'))
})

test.each([
  // A service is given its timetable too: none here, where no service has hours.
  { what: "service", route: serviceRoute, slugs: serviceSlugs, own: { timetable: null } },
  { what: "page staff add", route: staffPageRoute, slugs: staffSlugs, own: {} },
])("each $what gets its own page in each language", async ({ route, slugs, own }) => {
  const { createPage } = await run()
  for (const locale of locales) {
    for (const slug of slugs) {
      const page = pageAt(createPage, localizedPath(locale, route.path(slug)))
      expect(page.context).toEqual({
        slug,
        locale,
        alternates: inEvery(route.path(slug)),
        languageLinks: inEvery(route.path(slug)),
        ...own,
      })
      expect(page.component).toMatch(new RegExp(`${templateFile(route.template)}$`))
    }
  }
})

test("a page staff add at the address of another route makes no page, naming the file and the route", async () => {
  const { createPage, panicOnBuild } = await run(articles, serviceSlugs, ["privacy", "news"])
  expect(paths(createPage).filter(path => !redirectRoutes.some(({ from }) => from === path))).toEqual([])
  const [message] = panicOnBuild.mock.calls[0] as [string]
  for (const locale of locales) {
    expect(message).toContain(`content/pages/news.${locale}.md: field "slug" "news" would take the address`)
  }
  expect(message).toContain(newsArchiveRoute.path(1))
  expect(message).not.toContain("privacy")
})

test("each redirect is a real page and a rule, with and without the slash", async () => {
  const { createPage, createRedirect } = await run()
  const rules = createRedirect.mock.calls.map(([r]) => `${r.fromPath} → ${r.toPath}`)
  for (const { from, to } of redirectRoutes) {
    expect(pageAt(createPage, from)?.context).toEqual({ to })
    expect(rules).toEqual(expect.arrayContaining([`${from} → ${to}`, `${from.replace(/\/$/, "")} → ${to}`]))
  }
  expect(rules).toHaveLength(redirectRoutes.length * 2)
})

test.each(["../cms", "Hello World?", "a/b", "news#top"])(
  "a slug that would leave its folder of public/ (%s) makes no page and names the file",
  async slug => {
    const { createPage, panicOnBuild } = await run([{ ...articles[0], slug }], [slug], [slug])
    for (const locale of locales) {
      expect(paths(createPage)).not.toContain(localizedPath(locale, articleRoute.path(slug)))
      expect(paths(createPage)).not.toContain(localizedPath(locale, serviceRoute.path(slug)))
      expect(paths(createPage)).not.toContain(localizedPath(locale, staffPageRoute.path(slug)))
    }
    const [message] = panicOnBuild.mock.calls[0] as [string]
    expect(message).toContain(`${articles[0].fileName}: field "slug" must be lower-case words`)
    expect(message).toContain(`content/services/service-0.en.md: field "slug"`)
    expect(message).toContain(`content/pages/${slug}.en.md: field "slug"`)
    expect(message).toContain(JSON.stringify(slug))
  },
)
