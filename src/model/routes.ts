/**
 * Every route of the hospital's site, read by page creation, the speed budgets and the tests; src/registry.ts adds
 * the parts' routes (src/extensions.ts). It is read by the browser too, so it holds plain data only.
 */
import { Locale, defaultLocale, locales } from "./locales"
import { searchIndexPath } from "./search"

export interface PageRoute {
  path: string
  /** The template's name: its file is `templateFile(template)`. */
  template: string
}

/** A template's file, from the project's root. */
export const templateFile = (template: string) => `src/site/templates/${template}.tsx`

export const homePath = "/"

/**
 * Where a page is in `locale`: English pages keep the addresses they always had, each other language has the
 * same pages under its code (/sw/, /sw/news/ …).
 */
export const localizedPath = (locale: Locale, path: string) => (locale === defaultLocale ? path : `/${locale}${path}`)

/** The English address of a page given in any language: "/sw/news/" → "/news/". */
export const englishPath = (path: string) =>
  locales.reduce(
    (english, locale) => (english.startsWith(`/${locale}/`) ? english.slice(locale.length + 1) : english),
    path,
  )

/**
 * The news archive: /news/ shows the newest articles, /news/2/, /news/3/ … the older ones, `perPage` each.
 * Its pages are made with the articles they list (src/node/create-pages.ts).
 */
export const newsArchiveRoute = {
  template: "news-list",
  perPage: 10,
  path: (page: number) => (page <= 1 ? "/news/" : `/news/${page}/`),
  /** Whether an article with this slug would take the address of one of the archive's pages (/news/2/ …). */
  isPageNumber: (slug: string) => /^\d+$/.test(slug),
  /** How many pages the archive has for `articles` articles: one at least, even when empty. */
  pageCount: (articles: number) => Math.max(1, Math.ceil(articles / newsArchiveRoute.perPage)),
} as const

/** Each language's home page: where the language switch leads from a page that exists in one language only. */
export const homeLinks = Object.fromEntries(locales.map(locale => [locale, localizedPath(locale, homePath)])) as Record<
  Locale,
  string
>

/**
 * The home page's sections, by the id each has on the page: what a link to the home page may add after its "#"
 * (/#contact), as the content check knows.
 */
export const homeSections = {
  about: "about",
  services: "services",
  team: "team",
  whoWeAre: "who-we-are",
  location: "location",
  news: "news",
  health: "health",
  contact: "contact",
  insurers: "insurers",
} as const

/** The home page's section about the hospital, which the demonstration screens' footer links to. */
export const aboutSection = { anchor: homeSections.about, path: `${homePath}#${homeSections.about}` } as const

/** The home page's health articles, which have no pages of their own: where search leads for them. */
export const healthSection = { anchor: homeSections.health, path: `${homePath}#${homeSections.health}` } as const

/** How many of the newest articles the home page shows. */
export const homeNewsCount = 3

/** The page a visitor who opened the site once can still reach without a connection: how to call, message or find us. */
export const offlinePath = "/offline/"

/** Every page the site search finds, by kind: where the search control leads without JavaScript. */
export const searchPath = "/search/"

export const pageRoutes: readonly PageRoute[] = [
  { path: homePath, template: "home" },
  { path: newsArchiveRoute.path(1), template: newsArchiveRoute.template },
  { path: offlinePath, template: "offline" },
  { path: searchPath, template: "search" },
]

/** One page per news article, from content/news. */
export const articleRoute = {
  template: "news-article",
  path: (slug: string) => `/news/${slug}/`,
} as const

/** One page per service, from content/services. */
export const serviceRoute = {
  template: "service",
  path: (slug: string) => `/services/${slug}/`,
} as const

/** One page per file of content/pages, at the top of the site: the privacy notice, visiting hours … */
export const staffPageRoute = {
  template: "staff-page",
  path: (slug: string) => `/${slug}/`,
} as const

/** The templates of the pages patients read: the site's speed budgets are theirs. */
export const publicTemplates: readonly string[] = [
  ...pageRoutes.map(route => route.template),
  articleRoute.template,
  serviceRoute.template,
  staffPageRoute.template,
]

const bookingPrefix = "book="

/**
 * The home page's appointment form, with a service chosen: where each service page's Book button leads. The
 * service is in the address's fragment (/#book=dental), which the browser never sends: a query would tell the
 * host's logs which care the visitor looks for. No heading's id has "=" (src/model/heading-ids.ts).
 */
export const bookingRoute = {
  /** The form's section on the home page. */
  anchor: homeSections.contact,
  /** The id, at the top of that section, that chooses `serviceSlug` (a slug is letters, digits and dashes). */
  serviceAnchor: (serviceSlug: string) => `${bookingPrefix}${serviceSlug}`,
  path: (serviceSlug: string) => `${homePath}#${bookingRoute.serviceAnchor(serviceSlug)}`,
  /** The service an address's fragment ("#book=dental") chooses, if it chooses one. */
  serviceOf: (hash: string) =>
    hash.startsWith(`#${bookingPrefix}`) ? hash.slice(bookingPrefix.length + 1) : undefined,
} as const

/**
 * The service worker the build writes (src/node/publish/service-worker.ts): it keeps the essentials for offline use.
 */
export const serviceWorkerPath = "/sw.js"

/** The RSS feed of the news, made by gatsby-plugin-feed and announced in every page's head. */
export const newsFeedPath = "/rss.xml"

/** Any path not listed here is answered by the 404 page, which sends the visitor home. */
export const notFoundRedirect = { to: homePath } as const

/** The staff's content editor (Decap CMS): a page of its own, outside the site's pages and search engines. */
export const cmsRoute = "/cms/"

/**
 * Every address of the hospital's site at the top that is not a staff page's, an example of each: a staff page may
 * not take its first folder, or it would overwrite that page or hide the pages under it.
 */
export const siteRoutes: readonly string[] = [
  ...pageRoutes.map(route => route.path),
  articleRoute.path("…"),
  serviceRoute.path("…"),
  cmsRoute,
  ...locales.filter(locale => locale !== defaultLocale).map(locale => localizedPath(locale, "/…")),
  // Gatsby's own: the not-found page, the pages' data, copied files and pictures, and the app's icons.
  "/404/",
  "/page-data/…",
  "/static/…",
  "/icons/…",
  // The search index the build writes after Gatsby (src/model/search.ts).
  `${searchIndexPath}…`,
]
