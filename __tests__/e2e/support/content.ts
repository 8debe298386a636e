/**
 * What the browser tests expect to see, read from a content directory the way the build reads it,
 * so that staff can add, remove or reword anything valid and the tests follow.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { markdownTypes, yamlRecords, yamlTypes } from "../../../src/node/content-model"
import { slugFromFileName } from "../../../src/node/slug"
import { parseYaml } from "../../../src/node/validate-content"
import { PageRoute, articleRoute, newsArchiveRoute, offlinePath, pageRoutes, serviceRoute } from "../../../src/routes"
import { projectDir } from "./project"

/** How many articles the home page shows: the limit in its query (src/templates/home.tsx), set by the spec. */
export const homeLimits = { news: 3 } as const

export interface NewsArticle extends Pick<Queries.NewsArticle, "title" | "slug" | "excerpt" | "imageAlt"> {
  /** YYYY-MM-DD, as written in the front matter. */
  date: string
  /** The article's own page. */
  path: string
  /** The Markdown file, relative to the content directory. */
  file: string
}

export type HealthArticle = Pick<Queries.HealthArticle, "title" | "excerpt" | "order">

export interface ServicePage extends Pick<
  Queries.ServicePage,
  "title" | "slug" | "service" | "order" | "summary" | "offers" | "audience" | "preparation"
> {
  /** The service's own page. */
  path: string
}

type Fields<T> = Omit<T, "id" | "parent" | "children" | "internal">

export interface Expectations {
  site: Queries.SiteSettingsFieldsFragment
  copy: Fields<Queries.HomeCopy>
  footer: Fields<Queries.FooterCopy>
  about: Pick<Queries.Section, "title">
  whoWeAre: Pick<Queries.Section, "title">
  /** The home page's section headings, top to bottom, the footer's last. */
  homeSections: string[]
  services: Pick<Queries.Service, "title" | "service" | "description" | "lines">[]
  /** Every service page, by its `order`. */
  servicePages: ServicePage[]
  /** The page kept for visitors without a connection. */
  offline: Pick<Queries.Section, "title">
  team: Pick<Queries.TeamCard, "title" | "description">[]
  insurers: string[]
  slides: Pick<Queries.Slide, "title" | "description">[]
  /** Every health article, by its `order`. */
  health: HealthArticle[]
  /** Every news article, newest first. */
  news: NewsArticle[]
  /** The level-1 heading of every page: each page route and each article. */
  headings: Map<string, string>
  demo: {
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

export function readExpectations(contentDir = path.join(projectDir, "content")): Expectations {
  const read = (file: string) => fs.readFileSync(path.join(contentDir, file), "utf8")

  /** The records of a YAML content type: its one object, or the items of its list. */
  const yamlFile = (typeName: string) => {
    const type = yamlTypes.find(t => t.name === typeName)
    if (!type) throw new Error(`No content type ${typeName}`)
    return yamlRecords(type, parseYaml(read(type.file)))
  }
  const yamlObject = <T>(typeName: string) => yamlFile(typeName)[0] as T
  const yamlList = <T>(typeName: string) => yamlFile(typeName) as T[]

  /** A Markdown file's front matter. */
  const frontMatter = <T>(file: string) =>
    matter(read(file), { engines: { yaml: source => parseYaml(source) as object } }).data as T
  const markdownFiles = (typeName: string) => {
    const type = markdownTypes.find(t => t.name === typeName)
    if (!type) throw new Error(`No content type ${typeName}`)
    return fs
      .readdirSync(path.join(contentDir, type.dir))
      .filter(name => name.endsWith(".md"))
      .map(name => path.join(type.dir, name))
  }

  const news = markdownFiles("NewsArticle")
    .map(file => {
      const data = frontMatter<Omit<NewsArticle, "path" | "file"> & { slug?: string }>(file)
      const slug = data.slug ?? slugFromFileName(path.basename(file))
      return { ...data, slug, path: articleRoute.path(slug), file }
    })
    .sort(newestFirst)

  const health = markdownFiles("HealthArticle")
    .map(file => frontMatter<HealthArticle>(file))
    .sort(byOrder)

  const servicePages = markdownFiles("ServicePage")
    .map(file => {
      const data = frontMatter<Omit<ServicePage, "path" | "slug"> & { slug?: string }>(file)
      const slug = data.slug ?? slugFromFileName(path.basename(file))
      return { ...data, slug, path: serviceRoute.path(slug) }
    })
    .sort((a, b) => a.order - b.order)

  const site = yamlObject<Queries.SiteSettingsFieldsFragment>("SiteSettings")
  const copy = yamlObject<Expectations["copy"]>("HomeCopy")
  const footer = yamlObject<Expectations["footer"]>("FooterCopy")
  const about = frontMatter<Expectations["about"]>("sections/about.md")
  const whoWeAre = frontMatter<Expectations["whoWeAre"]>("sections/who-we-are.md")
  const offline = frontMatter<Expectations["offline"]>("sections/offline.md")
  const team = yamlList<Expectations["team"][number]>("TeamCard")
  const demo: Expectations["demo"] = {
    statCards: yamlList("StatCard"),
    projects: yamlList("ProjectRow"),
    account: yamlObject("DemoAccount"),
    landing: yamlObject("DemoLanding"),
    profile: yamlObject("DemoProfile"),
    map: yamlObject("DemoMap"),
  }

  const contentHeadings: Record<string, string> = {
    "/": site.name,
    "/news/": copy.newsListTitle,
    "/admin/maps/": demo.map.title,
    "/landing/": demo.landing.hero.title,
    "/profile/": demo.profile.name,
    [offlinePath]: offline.title,
  }
  const headings = new Map<string, string>()
  for (const { path: route } of pageRoutes) {
    const heading = contentHeadings[route] ?? templateHeadings[route]
    if (!heading) throw new Error(`No heading known for ${route}: add it to __tests__/e2e/support/content.ts`)
    headings.set(route, heading)
  }
  for (const article of news) headings.set(article.path, article.title)
  for (const page of servicePages) headings.set(page.path, page.title)

  return {
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
    services: yamlList("Service"),
    servicePages,
    offline,
    team,
    insurers: yamlList<{ name: string }>("Insurer").map(insurer => insurer.name),
    slides: yamlList("Slide"),
    health,
    news,
    headings,
    demo,
  }
}

/** The orders the site lists them in: news newest first, health articles by `order`. */
export const newestFirst = (a: NewsArticle, b: NewsArticle) => b.date.localeCompare(a.date)
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
 * The pages the speed budgets cover, read from the routes and the content: what patients read (the public routes
 * with the archive's second page, the newest article and every service page), and the template's demonstration screens (/landing/ and
 * /profile/ among them, though search engines may index those two).
 */
export function budgetedPages(contentDir?: string): { public: string[]; demo: string[] } {
  const { news, servicePages } = readExpectations(contentDir)
  const paths = (kind: PageRoute["kind"]) => pageRoutes.filter(route => route.kind === kind).map(route => route.path)
  return {
    public: [
      ...paths("public"),
      // The archive's second page, once there are enough articles for one.
      ...(news.length > newsArchiveRoute.perPage ? [newsArchiveRoute.path(2)] : []),
      ...news.slice(0, 1).map(article => articleRoute.path(article.slug)),
      ...servicePages.map(page => page.path),
    ],
    demo: paths("demo"),
  }
}
