import fs from "fs"
import path from "path"
import { Locale, defaultLocale, locales } from "../../src/model/locales"
import { localizedName, splitLocale, yamlRecords } from "../../src/model/content-model"
import { yamlFolderTypes, yamlTypes } from "../../src/node/content/content-types"
import { checkFile } from "../../src/node/content-check/validate-content"
import { serviceHours } from "../../src/site/components/OpeningHours/hours"
import { slugOf } from "../../src/model/slug"
import { parseYaml, readFrontMatter } from "../../src/model/front-matter"

/**
 * The small, valid content set the unit and component tests render, read the way the build reads content/.
 * Tests take what they expect from here, so no edit to the real content/ can break them.
 * Readers of translated content take a language, English unless told.
 */
export const fixtureContentDir = path.resolve(__dirname, "../fixtures/content")

/** The file a YAML file of the content model is in `locale`: "home/home.yaml" → "home/home.sw.yaml". */
function fixtureFile(file: string, locale: Locale = defaultLocale): string {
  return yamlTypes.find(t => t.file === file)?.translated ? localizedName(file, locale) : file
}

/**
 * A YAML file of the fixture set, e.g. "site.yaml", "demo/account.yaml", or "home/home.yaml" in `locale`
 * (home/home.en.yaml for English).
 */
export function readFixture<T>(file: string, locale: Locale = defaultLocale): T {
  return parseYaml(fs.readFileSync(path.join(fixtureContentDir, fixtureFile(file, locale)), "utf8")) as T
}

/** The items of a list-shaped YAML file of the fixture set, e.g. the insurers of insurers.yaml. */
export function readFixtureItems<T>(file: string, locale: Locale = defaultLocale): T[] {
  const type = yamlTypes.find(t => t.file === file)
  if (!type) throw new Error(`${file} is not a YAML file of the content model`)
  return yamlRecords(type, readFixture(file, locale)) as T[]
}

const parseMarkdown = (file: string) => readFrontMatter(fs.readFileSync(file, "utf8"))

/** The Markdown files of a fixture folder written in `locale`, with the name they have in every language. */
function markdownFiles(dir: string, locale: Locale): { file: string; base: string }[] {
  const folder = path.join(fixtureContentDir, dir)
  return fs
    .readdirSync(folder)
    .filter(file => file.endsWith(".md") && splitLocale(file).locale === locale)
    .map(file => ({ file: path.join(folder, file), base: splitLocale(file).base }))
}

export interface FixtureNewsArticle {
  title: string
  /** As written in the front matter: YYYY-MM-DD. */
  date: string
  excerpt: string
  imageAlt: string
  /** The last part of the article's address, /news/<slug>/ or /sw/news/<slug>/: the same in every language. */
  slug: string
  /** The language it is written in. */
  locale: Locale
}

/** Newest first, and articles of one day by slug, as the archive orders them. */
const newestFirst = (a: FixtureNewsArticle, b: FixtureNewsArticle) =>
  a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)

/** The fixture set's news articles written in `locale`, newest first. */
export function readFixtureNews(locale: Locale = defaultLocale): FixtureNewsArticle[] {
  return markdownFiles("news", locale)
    .map(({ file, base }) => {
      const { title, date, excerpt, imageAlt, slug } = parseMarkdown(file).data as FixtureNewsArticle
      return { title, date, excerpt, imageAlt, slug: slugOf(slug, base), locale }
    })
    .sort(newestFirst)
}

/**
 * What the archive in `locale` lists, newest first: every article, in `locale` where it is written in it,
 * otherwise in the language it is written in.
 */
export function readFixtureArchive(locale: Locale = defaultLocale): FixtureNewsArticle[] {
  const written = readFixtureNews(locale)
  const others = locales
    .filter(other => other !== locale)
    .flatMap(other => readFixtureNews(other))
    .filter(article => !written.some(own => own.slug === article.slug))
  const bySlug = new Map(others.map(article => [article.slug, article]))
  return [...written, ...bySlug.values()].sort(newestFirst)
}

/** The site settings as components receive them from GraphQL: the same in every language. */
export const siteSettings = readFixture<Queries.SiteSettingsFieldsFragment>("site.yaml")

/** A translated YAML file of the fixture set as its node gives it, with its language. */
function readCopy<T>(file: string, locale: Locale): T & { locale: Locale } {
  return { ...readFixture<T>(file, locale), locale }
}

/** The clinic's name and description in `locale`. */
export const readSiteCopy = (locale: Locale = defaultLocale) =>
  readCopy<Queries.SiteCopyFieldsFragment>("site-copy/site-copy.yaml", locale)

/** The footer's texts and links in `locale`. */
export const readFooterCopy = (locale: Locale = defaultLocale) =>
  readCopy<Queries.FooterCopyFieldsFragment>("footer/footer.yaml", locale)

/** The clinic's name and description in English. */
export const siteCopy = readSiteCopy()

/** The footer's texts and links in English. */
export const footerCopy = readFooterCopy()

/** Each Markdown file of a fixture folder in `locale`: its front matter, its body and the slug its file name gives it. */
export function readFixtureMarkdown<T>(
  dir: string,
  locale: Locale = defaultLocale,
): { data: T; body: string; slug: string }[] {
  return markdownFiles(dir, locale).map(({ file, base }) => {
    const { data, body } = parseMarkdown(file)
    return { data: data as T, body: body.trim(), slug: slugOf(undefined, base) }
  })
}

/** The health articles in `locale` as the home page's Health section takes them, their bodies as paragraphs. */
export function readFixtureHealth(locale: Locale = defaultLocale) {
  type FrontMatter = Pick<Queries.HealthArticle, "title" | "excerpt" | "imageAlt" | "reviewed" | "nextReview">
  return readFixtureMarkdown<FrontMatter>("health", locale).map(({ data, body }) => ({
    ...data,
    image: null,
    body,
    html: `<p>${body}</p>`,
  }))
}

/** The service pages in `locale` as useServicePages gives them: in their order. */
export function readServicePages(locale: Locale = defaultLocale): Queries.ServicePageLinkFragment[] {
  return readFixtureMarkdown<Pick<Queries.ServicePage, "title" | "medicalSpecialty" | "order">>("services", locale)
    .sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug))
    .map(({ data, slug }) => ({ locale, slug, title: data.title, medicalSpecialty: data.medicalSpecialty ?? null }))
}

/** The service pages in English. */
export const servicePages = readServicePages()

/** Who works in the service `slug`, and on which days, as its page lists them: the team cards that name it. */
export function serviceTeam(slug: string, locale: Locale = defaultLocale): { title: string; days: string[] }[] {
  type Member = { title: string; services?: { service: string; days: string[] }[] }
  return readFixtureItems<Member>("team/team.yaml", locale).flatMap(({ title, services }) =>
    (services ?? []).filter(({ service }) => service === slug).map(({ days }) => ({ title, days })),
  )
}

/** How to reach the fixture clinic, as the offline page gives it to ContactSummary, with the services in `locale`. */
export function contactDetails(locale: Locale = defaultLocale) {
  const { phone, whatsapp, emergencyPhone, address, openingHours } = siteSettings
  const services = readServicePages(locale).map(page => ({
    title: page.title,
    slug: page.slug,
    times: serviceHours(openingHours, page.slug),
  }))
  return { phone, whatsapp, emergencyPhone, address, services }
}

/** A notice of the fixture set as its node gives it: times with their offset, no link where none is written. */
export type FixtureNotice = Pick<Queries.Notice, "slug" | "message" | "level" | "start" | "end" | "link">

/** The fixture set's notices (content/notices/), checked as the build reads them. */
export function readFixtureNotices(): FixtureNotice[] {
  const type = yamlFolderTypes.find(t => t.name === "Notice")!
  const folder = path.join(fixtureContentDir, type.dir)
  return fs.readdirSync(folder).flatMap(name => {
    const file = path.join(folder, name)
    const { records = [] } = checkFile(type, file, fs.readFileSync(file, "utf8"), name)
    return records.map(record => ({
      ...(record as FixtureNotice),
      link: (record.link as string) ?? null,
      slug: path.basename(name, ".yaml"),
    }))
  })
}
