/**
 * What the browser tests expect to see, read from a content directory the way the build reads it,
 * so that staff can add, remove or reword anything valid and the tests follow. Translated types have a file per
 * language (x.en.md, home/home.sw.yaml); the expectations come per language, English at the top level.
 */
import fs from "fs"
import path from "path"
import { Locale, defaultLocale, locales } from "../src/model/locales"
import { ContentType, localizedName, splitLocale, yamlRecords } from "../src/model/content-model"
import { markdownTypes, yamlFolderTypes, yamlTypes } from "../src/node/content/content-types"
import { slugFromFileName, slugOf } from "../src/model/slug"
import { parseYaml, readFrontMatter } from "../src/model/front-matter"
import { checkFile } from "../src/node/content-check/validate-content"
import type { NoticeLevel } from "../src/model/content-model/values"
import { specialDayNotice } from "../src/model/special-day-notice"
import {
  articleRoute,
  newsArchiveRoute,
  localizedPath,
  offlinePath,
  pageRoutes,
  searchPath,
  serviceRoute,
  staffPageRoute,
} from "../src/model/routes"
import { DescribedRecord, PageDescription, pageDescriptions } from "../src/model/page-descriptions"
import { descriptionSources, extensionRoutes } from "../src/registry"
import { searchWords } from "../src/site/i18n/search-words"
import { contentDir as projectContentDir } from "./project"

export interface NewsArticle extends Pick<Queries.NewsArticle, "title" | "slug" | "excerpt" | "imageAlt"> {
  /** YYYY-MM-DD, as written in the front matter. */
  date: string
  /** The language the article is written in. */
  locale: Locale
  /** The name it shares with its translations: news/2026-09-18-x.md for …x.en.md and …x.sw.md. */
  translationKey: string
  /** The article's own page, in its language (/news/x/, /sw/news/x/). */
  path: string
  /** The Markdown file, relative to the content directory. */
  file: string
}

type HealthArticle = Pick<Queries.HealthArticle, "title" | "excerpt" | "order">

interface ServicePage extends Pick<
  Queries.ServicePage,
  "title" | "slug" | "order" | "summary" | "offers" | "audience" | "preparation" | "medicalSpecialty"
> {
  card: Pick<Queries.ServiceCard, "title" | "description" | "lines">
  /** The service's own page, in its language. */
  path: string
}

export interface StaffPage extends Pick<Queries.StaffPage, "title" | "slug" | "description"> {
  /** The page's address, in its language (/privacy/, /sw/privacy/). */
  path: string
}

type Fields<T> = Omit<T, "id" | "parent" | "children" | "internal" | "locale" | "translationKey">

/** What the public pages of one language show. */
interface LanguageExpectations {
  locale: Locale
  /** site.yaml with the name, short name and description of this language. */
  site: Queries.SiteSettingsFieldsFragment & Pick<Queries.SiteCopy, "name" | "shortName" | "description">
  copy: Fields<Queries.HomeCopy>
  footer: Fields<Queries.FooterCopy>
  about: Pick<Queries.Section, "title">
  whoWeAre: Pick<Queries.Section, "title">
  /** The home page's section headings, top to bottom, the footer's last. */
  homeSections: string[]
  /** The home page's service cards, each from its service's files, by the services' `order`, with its page. */
  services: (Pick<Queries.ServiceCard, "title" | "description" | "lines"> & { path: string })[]
  /** Every service page, by its `order` (then by slug). */
  servicePages: ServicePage[]
  /** Every page of content/pages (privacy notice, visiting hours …), by slug. */
  staffPages: StaffPage[]
  /** The page kept for visitors without a connection. */
  offline: Pick<Queries.Section, "title">
  team: (Pick<Queries.TeamCard, "title" | "description"> & {
    services?: Pick<Queries.ClinicDays, "service" | "days">[]
  })[]
  slides: Pick<Queries.Slide, "title" | "description">[]
  /** Every health article, by its `order`. */
  health: HealthArticle[]
  /** The articles written in this language, newest first. */
  news: NewsArticle[]
  /**
   * This language's archive, in the order its pages list it: every article, in this language where it is written
   * in it, otherwise in English (or the one language it is written in). The home page shows its first ones.
   */
  archive: NewsArticle[]
  /**
   * The level-1 heading of every page of this language: public routes, articles written in it, service pages,
   * staff pages.
   */
  headings: Map<string, string>
  /** Where each public page of this language is in the other languages: its twins (hreflang alternates). */
  alternates: Map<string, Partial<Record<Locale, string>>>
  /** What search engines show for each page whose description staff write (src/model/page-descriptions.ts). */
  descriptions: PageDescription[]
}

/** A notice of content/notices/, or of a special day (content/special-days.yaml), as the build reads it. */
export interface Notice {
  /** The file's name without .yaml, or special-day.<date>. */
  slug: string
  message: Record<Locale, string>
  level: NoticeLevel
  /** Its window, in milliseconds since 1970 (UTC), read on Nairobi clocks. */
  start: number
  end: number
  link?: string
}

/** A public holiday or closure of content/special-days.yaml, as written. */
export interface SpecialDay {
  date: string
  name: Record<Locale, string>
  closed?: string[]
  hours?: { service: string; opens: string; closes: string }[]
  notice?: Record<Locale, string>
}

interface Expectations extends LanguageExpectations {
  insurers: string[]
  /** The public holidays and closures, in the file's order. */
  specialDays: SpecialDay[]
  /** Every notice, in no order: which show, and when, is for the test to work out. */
  notices: Notice[]
  /** The level-1 heading of every page, in every language, the extensions' included. */
  headings: Map<string, string>
  /** Each language's pages; the top level repeats the default language's. */
  languages: Record<Locale, LanguageExpectations>
  /** The demonstration screens' content, while src/extensions.ts lists them. */
  demo?: {
    statCards: Fields<Queries.StatCard>[]
    projects: Fields<Queries.ProjectRow>[]
    account: Fields<Queries.DemoAccount>
    landing: Fields<Queries.DemoLanding>
    profile: Fields<Queries.DemoProfile>
    map: Fields<Queries.DemoMap>
  }
}

/** Headings the demo screens' templates set themselves; everything else comes from content. */
const templateHeadings: Record<string, string> = {
  "/admin/dashboard/": "Dashboard",
  "/admin/settings/": "Settings",
  "/admin/tables/": "Tables",
  "/auth/login/": "Sign in",
  "/auth/register/": "Create an account",
}

const typeNamed = <T extends ContentType>(types: readonly T[], name: string): T => {
  const type = types.find(t => t.name === name)
  if (!type) throw new Error(`No content type ${name}`)
  return type
}

export function readExpectations(contentDir = projectContentDir): Expectations {
  const read = (file: string) => fs.readFileSync(path.join(contentDir, file), "utf8")

  /** Whether a translated file holds no words: the CMS's blank translation, which the build leaves out. */
  const untranslated = (type: ContentType, file: string) =>
    Boolean(checkFile(type, path.join(contentDir, file), read(file), file).untranslated)

  /** The records of a YAML content type, in `locale` if it is translated: its one object, or the items of its list. */
  const yamlFile = (typeName: string, locale: Locale = defaultLocale) => {
    const type = typeNamed(yamlTypes, typeName)
    return yamlRecords(type, parseYaml(read(type.translated ? localizedName(type.file, locale) : type.file)))
  }
  const yamlObject = <T>(typeName: string, locale?: Locale) => yamlFile(typeName, locale)[0] as T
  const yamlList = <T>(typeName: string, locale?: Locale) => yamlFile(typeName, locale) as T[]

  /** A Markdown file's front matter. */
  const frontMatter = <T>(file: string) => readFrontMatter(read(file)).data as T

  /** The Markdown files of a type written in `locale`, translations left blank left out. */
  const markdownFiles = (typeName: string, locale: Locale) => {
    const type = typeNamed(markdownTypes, typeName)
    return fs
      .readdirSync(path.join(contentDir, type.dir))
      .filter(name => name.endsWith(".md") && splitLocale(name).locale === locale)
      .map(name => path.posix.join(type.dir, name))
      .filter(file => !untranslated(type, file))
  }

  /** The records of the types that describe pages, written in `locale` (or once for every language). */
  const describedRecords = (locale: Locale): DescribedRecord[] =>
    descriptionSources.flatMap(({ type: typeName }) => {
      const markdown = markdownTypes.find(t => t.name === typeName)
      if (markdown) {
        return markdownFiles(typeName, locale).map(file => ({
          type: typeName,
          file: `content/${file}`,
          locale,
          record: frontMatter<Record<string, unknown>>(file),
        }))
      }
      const type = typeNamed(yamlTypes, typeName)
      if (!type.translated && locale !== defaultLocale) return []
      const file = type.translated ? localizedName(type.file, locale) : type.file
      return yamlFile(typeName, locale).map(record => ({
        type: typeName,
        file: `content/${file}`,
        locale,
        record: record as Record<string, unknown>,
      }))
    })

  const siteYaml = yamlObject<Queries.SiteSettingsFieldsFragment>("SiteSettings")
  const insurers = yamlList<{ name: string }>("Insurer").map(insurer => insurer.name)
  const demo: Expectations["demo"] = yamlTypes.some(type => type.name === "DemoLanding")
    ? {
        statCards: yamlList("StatCard"),
        projects: yamlList("ProjectRow"),
        account: yamlObject("DemoAccount"),
        landing: yamlObject("DemoLanding"),
        profile: yamlObject("DemoProfile"),
        map: yamlObject("DemoMap"),
      }
    : undefined

  const written = Object.fromEntries(
    locales.map(locale => [
      locale,
      markdownFiles("NewsArticle", locale).map(file => {
        const data = frontMatter<Omit<NewsArticle, "path" | "file" | "locale" | "translationKey"> & { slug?: string }>(
          file,
        )
        const { base } = splitLocale(path.basename(file))
        const slug = slugOf(data.slug, base)
        return {
          ...data,
          date: String(data.date),
          slug,
          locale,
          translationKey: path.posix.join(path.posix.dirname(file), base),
          path: localizedPath(locale, articleRoute.path(slug)),
          file,
        }
      }),
    ]),
  ) as Record<Locale, NewsArticle[]>
  const allArticles = locales.flatMap(locale => written[locale])

  /** The archive of `locale`, as src/node/create-pages.ts builds it: newest first, one day's articles by slug. */
  const archiveOf = (locale: Locale) => {
    const keys = [...new Set(allArticles.map(article => article.translationKey))]
    return keys
      .map(key => {
        const twins = allArticles.filter(article => article.translationKey === key)
        return (
          twins.find(a => a.locale === locale) ??
          twins.find(a => a.locale === defaultLocale) ??
          (twins[0] as NewsArticle)
        )
      })
      .sort(newestFirst)
  }

  const languageOf = (locale: Locale): LanguageExpectations => {
    const site = {
      ...siteYaml,
      ...yamlObject<Pick<Queries.SiteCopy, "name" | "shortName" | "description">>("SiteCopy", locale),
    }
    const copy = yamlObject<LanguageExpectations["copy"]>("HomeCopy", locale)
    const footer = yamlObject<LanguageExpectations["footer"]>("FooterCopy", locale)
    const section = (name: string) =>
      frontMatter<Pick<Queries.Section, "title">>(`sections/${localizedName(name, locale)}`)
    const about = section("about.md")
    const whoWeAre = section("who-we-are.md")
    const offline = section("offline.md")
    const team = yamlList<LanguageExpectations["team"][number]>("TeamCard", locale)
    const health = markdownFiles("HealthArticle", locale)
      .map(file => frontMatter<HealthArticle>(file))
      .sort(byOrder)
    const servicePages = markdownFiles("ServicePage", locale)
      .map(file => {
        const data = frontMatter<Omit<ServicePage, "path" | "slug">>(file)
        const slug = slugFromFileName(splitLocale(path.basename(file)).base)
        return { ...data, slug, path: localizedPath(locale, serviceRoute.path(slug)) }
      })
      .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
    const staffPages = markdownFiles("StaffPage", locale)
      .map(file => {
        const data = frontMatter<Omit<StaffPage, "path" | "slug"> & { slug?: string }>(file)
        const slug = slugOf(data.slug, splitLocale(path.basename(file)).base)
        return {
          title: data.title,
          description: data.description,
          slug,
          path: localizedPath(locale, staffPageRoute.path(slug)),
        }
      })
      .sort((a, b) => a.slug.localeCompare(b.slug))
    const news = [...written[locale]].sort(newestFirst)

    const contentHeadings: Record<string, string> = {
      "/": site.name,
      [newsArchiveRoute.path(1)]: copy.newsListTitle,
      [offlinePath]: offline.title,
      // The search page's heading is an interface word, not content.
      [searchPath]: searchWords[locale].pageTitle,
    }
    const headings = new Map<string, string>()
    const alternates = new Map<string, Partial<Record<Locale, string>>>()
    const everyLanguage = (route: string) => Object.fromEntries(locales.map(l => [l, localizedPath(l, route)]))
    for (const { path: route } of pageRoutes) {
      const heading = contentHeadings[route]
      if (!heading) throw new Error(`No heading known for ${route}: add it to testkit/expectations.ts`)
      headings.set(localizedPath(locale, route), heading)
      alternates.set(localizedPath(locale, route), everyLanguage(route))
    }
    for (const article of news) {
      headings.set(article.path, article.title)
      const twins = allArticles.filter(other => other.translationKey === article.translationKey)
      alternates.set(article.path, Object.fromEntries(twins.map(twin => [twin.locale, twin.path])))
    }
    for (const page of servicePages) {
      headings.set(page.path, page.title)
      alternates.set(page.path, everyLanguage(serviceRoute.path(page.slug)))
    }
    for (const page of staffPages) {
      headings.set(page.path, page.title)
      alternates.set(page.path, everyLanguage(staffPageRoute.path(page.slug)))
    }

    return {
      locale,
      site,
      copy,
      footer,
      about,
      whoWeAre,
      homeSections: [
        about.title,
        copy.servicesTitle,
        team[0].title,
        whoWeAre.title,
        copy.locationTitle,
        copy.newsTitle,
        copy.healthTitle,
        copy.appointmentTitle,
        copy.insurersTitle,
        footer.title,
      ],
      services: servicePages.map(page => ({ ...page.card, path: page.path })),
      servicePages,
      staffPages,
      offline,
      team,
      slides: yamlList("Slide", locale),
      health,
      news,
      archive: archiveOf(locale),
      headings,
      alternates,
      descriptions: pageDescriptions(describedRecords(locale), descriptionSources),
    }
  }

  const languages = Object.fromEntries(locales.map(locale => [locale, languageOf(locale)])) as Record<
    Locale,
    LanguageExpectations
  >

  const demoHeadings: Record<string, string> = demo
    ? { "/admin/maps/": demo.map.title, "/landing/": demo.landing.hero.title, "/profile/": demo.profile.name }
    : {}
  const headings = new Map<string, string>()
  for (const locale of locales) for (const [route, heading] of languages[locale].headings) headings.set(route, heading)
  for (const { path: route } of extensionRoutes) {
    const heading = demoHeadings[route] ?? templateHeadings[route]
    if (!heading) throw new Error(`No heading known for ${route}: add it to testkit/expectations.ts`)
    headings.set(route, heading)
  }

  const noticeType = typeNamed(yamlFolderTypes, "Notice")
  const noticeDir = path.join(contentDir, noticeType.dir)
  const notices = (fs.existsSync(noticeDir) ? fs.readdirSync(noticeDir) : []).flatMap(name => {
    const file = path.posix.join(noticeType.dir, name)
    const { records = [] } = checkFile(noticeType, path.join(contentDir, file), read(file), file)
    return records.map(record => {
      const notice = record as Omit<Notice, "slug" | "start" | "end"> & { start: string; end: string }
      const slug = path.basename(name, ".yaml")
      return { ...notice, slug, start: Date.parse(notice.start), end: Date.parse(notice.end) }
    })
  })

  const specialDays = yamlList<SpecialDay>("SpecialDay")
  notices.push(...specialDays.flatMap(day => specialDayNotice(day) ?? []).map(({ link: _none, ...notice }) => notice))

  return { ...languages[defaultLocale], insurers, notices, specialDays, headings, languages, demo }
}

/** The orders the site lists them in: news newest first (one day's by slug), health articles by `order`. */
const newestFirst = (a: NewsArticle, b: NewsArticle) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)
export const byOrder = (a: HealthArticle, b: HealthArticle) => a.order - b.order

/**
 * `items` sorted by `compare`, and those it ranks equal in the order a page shows them (`shownTitles`):
 * the site sorts by date or order only, so two articles of one day may come either way.
 */
export function inShownOrder<T extends { title: string }>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  shownTitles: string[],
): T[] {
  const position = (item: T) => {
    const index = shownTitles.indexOf(item.title)
    return index < 0 ? Infinity : index
  }
  return [...items].sort((a, b) => compare(a, b) || position(a) - position(b))
}

/**
 * The pages the speed budgets cover, read from the routes and the content: what patients read in every language
 * (the public routes with the archive's second page once there is one, each language's newest article, every
 * service page and the first staff page), and the extensions' pages (src/extensions.ts).
 */
export function budgetedPages(contentDir?: string): { public: string[]; demo: string[] } {
  const { languages } = readExpectations(contentDir)
  const pagesOf = (locale: Locale) => [
    ...pageRoutes.map(page => localizedPath(locale, page.path)),
    ...(languages[locale].archive.length > newsArchiveRoute.perPage
      ? [localizedPath(locale, newsArchiveRoute.path(2))]
      : []),
    ...languages[locale].news.slice(0, 1).map(article => article.path),
    ...languages[locale].servicePages.map(page => page.path),
    ...languages[locale].staffPages.slice(0, 1).map(page => page.path),
  ]
  return { public: locales.flatMap(pagesOf), demo: extensionRoutes.map(route => route.path) }
}
