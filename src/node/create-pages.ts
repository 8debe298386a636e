import path from "path"
import type { GatsbyNode } from "gatsby"
import { Locale, defaultLocale, locales } from "../model/locales"
import type {
  ArticleLink,
  ArticlePageContext,
  NewsListPageContext,
  PageLanguage,
  SearchPageContext,
  ServicePageContext,
} from "../model/page-context"
import { timetables } from "../model/timetable"
import {
  articleRoute,
  homeNewsCount,
  homeLinks,
  homePath,
  localizedPath,
  newsArchiveRoute,
  pageRoutes,
  searchPath,
  serviceRoute,
  staffPageRoute,
  templateFile,
} from "../model/routes"
import { extensionRoutes, redirectRoutes, routeClashingWith } from "../registry"
import { patternFormats } from "../model/content-model"
import { searchedNews } from "../model/search"
import { recheckContent } from "./on-pre-bootstrap"

type Article = Pick<Queries.NewsArticle, "id" | "slug" | "title" | "date" | "locale" | "translationKey" | "fileName">
type ServicePage = Pick<Queries.ServicePage, "slug" | "locale" | "fileName">
type StaffPage = Pick<Queries.StaffPage, "slug" | "locale" | "fileName">

// Typegen does not cover gatsby-node's own queries; the node types still come from the schema.
interface PageSources {
  allNewsArticle: { nodes: Article[] }
  allServicePage: { nodes: ServicePage[] }
  allStaffPage: { nodes: StaffPage[] }
  siteSettings: Pick<Queries.SiteSettingsFieldsFragment, "openingHours"> | null
  allSpecialDay: { nodes: Queries.SpecialDayFieldsFragment[] }
  siteBuildMetadata: Pick<Queries.SiteBuildMetadata, "settledAt"> | null
}

const slugPattern = new RegExp(patternFormats.slug.pattern)

/**
 * Each slug is the name of one folder of public/. The content check refuses any other, and this holds whatever
 * reached the pages: "../cms" or "a/b" would write over another page's files.
 */
function misplacedPages(pages: readonly { slug: string; fileName: string }[]): string[] {
  return pages
    .filter(({ slug }) => !slugPattern.test(slug))
    .map(({ slug, fileName }) => `${fileName}: field "slug" ${patternFormats.slug.says}, not ${JSON.stringify(slug)}`)
}

const template = (name: string) => path.resolve(process.cwd(), templateFile(name))

/** A page that exists in every language at the same path: each is the other's translation. */
function everyLanguage(locale: Locale, pagePath: string): PageLanguage {
  const paths = Object.fromEntries(locales.map(l => [l, localizedPath(l, pagePath)])) as Record<Locale, string>
  return { locale, alternates: paths, languageLinks: paths }
}

/** An extension's page: English only; the switch leads to the other languages' home pages. */
function englishOnly(pagePath: string): PageLanguage {
  return {
    locale: defaultLocale,
    alternates: { [defaultLocale]: pagePath },
    languageLinks: { ...homeLinks, [defaultLocale]: pagePath },
  }
}

const articlePath = (article: Article) => localizedPath(article.locale as Locale, articleRoute.path(article.slug))

/** Newest first, and articles of the same day by slug, so every build agrees. */
const byDate = (a: Article, b: Article) =>
  a.date === b.date ? a.slug.localeCompare(b.slug) : String(b.date).localeCompare(String(a.date))

/**
 * The archive in each language: every article, in that language where it is written in it, otherwise in the
 * language it is written in (the page marks it with `lang`).
 */
function archives(versions: Article[][]): Record<Locale, Article[]> {
  const pick = (locale: Locale, twins: Article[]) =>
    twins.find(a => a.locale === locale) ?? twins.find(a => a.locale === defaultLocale) ?? twins[0]
  return Object.fromEntries(
    locales.map(locale => [locale, versions.map(twins => pick(locale, twins)).sort(byDate)]),
  ) as Record<Locale, Article[]>
}

/**
 * Set once `gatsby develop` serves the site: Gatsby then calls createPages again after each change to the content.
 * Before (and in a build), onPreBootstrap has just checked it.
 */
let recheckOnEachCall = false
export const recheckContentOnEachChange = () => {
  recheckOnEachCall = true
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  if (recheckOnEachCall) recheckContent(reporter)
  const { createPage, createRedirect } = actions

  for (const { from, to } of redirectRoutes) {
    // A real page, so the redirect works on hosts that ignore redirect rules…
    createPage({ path: from, component: template("redirect"), context: { to } })
    // …and a rule, for hosts that honour it, with and without the trailing slash.
    createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true })
    createRedirect({ fromPath: from.replace(/\/$/, ""), toPath: to, isPermanent: true, redirectInBrowser: true })
  }

  const result = await graphql<PageSources>(`
    query PageSources {
      allNewsArticle {
        nodes {
          id
          slug
          title
          date
          locale
          translationKey
          fileName
        }
      }
      allServicePage {
        nodes {
          slug
          locale
          fileName
        }
      }
      allStaffPage {
        nodes {
          slug
          locale
          fileName
        }
      }
      siteBuildMetadata {
        settledAt
      }
      siteSettings {
        openingHours {
          service
          times {
            days
            opens
            closes
          }
        }
      }
      allSpecialDay(sort: [{ date: ASC }]) {
        nodes {
          date
          name {
            en
            sw
          }
          closed
          hours {
            service
            opens
            closes
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not list the news articles, service pages and staff pages", result.errors)
    return
  }

  const articles = result.data.allNewsArticle.nodes
  const staffPages = result.data.allStaffPage.nodes
  const misplaced = misplacedPages([...articles, ...result.data.allServicePage.nodes, ...staffPages])
  if (misplaced.length > 0) {
    reporter.panicOnBuild(
      `No page was made, since a page would be written outside its folder:\n${misplaced.join("\n")}`,
    )
    return
  }
  // The content check refuses these already; this holds for whatever reached the pages, as above.
  const clashes = staffPages.flatMap(({ slug, fileName }) => {
    const route = routeClashingWith(slug)
    return route ? [`${fileName}: field "slug" "${slug}" would take the address of the site's route ${route}`] : []
  })
  if (clashes.length > 0) {
    reporter.panicOnBuild(`No page was made, since a page would overwrite another:\n${clashes.join("\n")}`)
    return
  }
  // /news/2/ is the archive's second page: an article may not take that address. The content check refuses these
  // already; this holds for whatever reached the pages, as above.
  const numeric = articles.filter(({ slug }) => newsArchiveRoute.isPageNumber(slug))
  if (numeric.length > 0) {
    reporter.panicOnBuild(
      `News articles need a slug with letters in it; ${numeric.map(a => `"${a.slug}"`).join(", ")} would be taken ` +
        `for a page of the archive (${newsArchiveRoute.path(2)} …). Rename the file or give it a slug.`,
    )
    return
  }
  const byKey = new Map<string, Article[]>()
  for (const article of articles)
    byKey.set(article.translationKey, [...(byKey.get(article.translationKey) ?? []), article])
  const archive = archives([...byKey.values()])
  // The newest of each language's own articles: the search covers them, and its page lists them.
  const searchedIds = Object.fromEntries(
    locales.map(locale => [
      locale,
      articles
        .filter(a => a.locale === locale)
        .sort(byDate)
        .slice(0, searchedNews)
        .map(a => a.id),
    ]),
  ) as Record<Locale, string[]>
  const searched = new Set(Object.values(searchedIds).flat())

  // The extensions' pages (src/extensions.ts), in the site's first language only.
  for (const route of extensionRoutes) {
    createPage({
      path: route.path,
      component: path.resolve(process.cwd(), route.component),
      context: englishOnly(route.path),
    })
  }

  for (const locale of locales) {
    // The archive's pages are made below, with the articles they list.
    for (const route of pageRoutes.filter(({ template }) => template !== newsArchiveRoute.template)) {
      const latestNews =
        route.path === homePath ? { latestNews: archive[locale].slice(0, homeNewsCount).map(a => a.id) } : {}
      const searchPage: Partial<SearchPageContext> = route.path === searchPath ? { news: searchedIds[locale] } : {}
      createPage({
        path: localizedPath(locale, route.path),
        component: template(route.template),
        context: { ...everyLanguage(locale, route.path), ...latestNews, ...searchPage },
      })
    }

    // The first page is /news/, then /news/2/, /news/3/ … for the older articles.
    const listed = archive[locale]
    const pageCount = newsArchiveRoute.pageCount(listed.length)
    for (let page = 1; page <= pageCount; page += 1) {
      const start = (page - 1) * newsArchiveRoute.perPage
      const context: NewsListPageContext = {
        ...everyLanguage(locale, newsArchiveRoute.path(page)),
        ids: listed.slice(start, start + newsArchiveRoute.perPage).map(a => a.id),
        page,
        pageCount,
      }
      createPage({
        path: localizedPath(locale, newsArchiveRoute.path(page)),
        component: template(newsArchiveRoute.template),
        context,
      })
    }
  }

  // Each article's place in its language's archive, looked up once: a build of 10,000 articles makes 10,000 pages.
  const places = new Map(locales.flatMap(locale => archive[locale].map((a, index) => [`${locale} ${a.id}`, index])))
  for (const article of articles) {
    const listed = archive[article.locale as Locale]
    const index = places.get(`${article.locale} ${article.id}`) as number
    const link = (neighbour?: Article): ArticleLink | null =>
      neighbour ? { title: neighbour.title, path: articlePath(neighbour), locale: neighbour.locale } : null
    const twins = byKey.get(article.translationKey) ?? [article]
    const alternates = Object.fromEntries(twins.map(a => [a.locale, articlePath(a)]))
    const context: ArticlePageContext = {
      locale: article.locale as Locale,
      alternates,
      // Without a translation, the switch leads to that language's news.
      languageLinks: Object.fromEntries(
        locales.map(l => [l, alternates[l] ?? localizedPath(l, newsArchiveRoute.path(1))]),
      ) as Record<Locale, string>,
      slug: article.slug,
      searched: searched.has(article.id),
      newer: link(listed[index - 1]),
      older: link(listed[index + 1]),
    }
    createPage({ path: articlePath(article), component: template(articleRoute.template), context })
  }

  // A service page is given its timetable, so that its first load carries no code to work it out.
  const { siteSettings, allSpecialDay, siteBuildMetadata } = result.data
  for (const { slug, locale } of result.data.allServicePage.nodes) {
    const timetableOf = timetables(
      siteSettings?.openingHours ?? [],
      allSpecialDay.nodes,
      locale as Locale,
      siteBuildMetadata?.settledAt ?? "",
    )
    const context: ServicePageContext = {
      ...everyLanguage(locale as Locale, serviceRoute.path(slug)),
      slug,
      timetable: timetableOf(slug) ?? null,
    }
    createPage({
      path: localizedPath(locale as Locale, serviceRoute.path(slug)),
      component: template(serviceRoute.template),
      context,
    })
  }

  for (const { slug, locale } of staffPages) {
    createPage({
      path: localizedPath(locale as Locale, staffPageRoute.path(slug)),
      component: template(staffPageRoute.template),
      context: { ...everyLanguage(locale as Locale, staffPageRoute.path(slug)), slug },
    })
  }
}
