import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { yamlRecords, yamlTypes } from "../../src/node/content-model"
import { slugFromFileName } from "../../src/node/slug"
import { parseYaml } from "../../src/node/validate-content"

/**
 * The small, valid content set the unit and component tests render, read the way the build reads content/.
 * Tests take what they expect from here, so no edit to the real content/ can break them.
 */
export const fixtureContentDir = path.resolve(__dirname, "../fixtures/content")

/** A YAML file of the fixture set, e.g. "site.yaml" or "demo/account.yaml". */
export function readFixture<T>(file: string): T {
  return parseYaml(fs.readFileSync(path.join(fixtureContentDir, file), "utf8")) as T
}

/** The items of a list-shaped YAML file of the fixture set, e.g. the insurers of insurers.yaml. */
export function readFixtureItems<T>(file: string): T[] {
  const type = yamlTypes.find(t => t.file === file)
  if (!type) throw new Error(`${file} is not a YAML file of the content model`)
  return yamlRecords(type, readFixture(file)) as T[]
}

export interface FixtureNewsArticle {
  title: string
  /** As written in the front matter: YYYY-MM-DD. */
  date: string
  excerpt: string
  imageAlt: string
  /** The last part of the article's address, /news/<slug>/. */
  slug: string
}

/** The fixture set's news articles, newest first. */
export function readFixtureNews(): FixtureNewsArticle[] {
  const dir = path.join(fixtureContentDir, "news")
  return fs
    .readdirSync(dir)
    .filter(file => file.endsWith(".md"))
    .map(file => {
      const { data } = matter(fs.readFileSync(path.join(dir, file), "utf8"), {
        engines: { yaml: (source: string) => parseYaml(source) as object },
      })
      const { title, date, excerpt, imageAlt, slug } = data as FixtureNewsArticle & { slug?: string }
      return { title, date, excerpt, imageAlt, slug: slug ?? slugFromFileName(file) }
    })
    .sort((a, b) => b.date.localeCompare(a.date))
}

/** The site settings as components receive them from GraphQL. */
export const siteSettings = readFixture<Queries.SiteSettingsFieldsFragment>("site.yaml")

/** The footer's texts and links as the footer receives them from GraphQL. */
export const footerCopy = readFixture<Queries.FooterCopyFieldsFragment>("footer.yaml")

/** Each Markdown file of a fixture folder: its front matter, its body and the slug its file name gives it. */
export function readFixtureMarkdown<T>(dir: string): { data: T; body: string; slug: string }[] {
  const folder = path.join(fixtureContentDir, dir)
  return fs
    .readdirSync(folder)
    .filter(file => file.endsWith(".md"))
    .map(file => {
      const { data, content } = matter(fs.readFileSync(path.join(folder, file), "utf8"), {
        engines: { yaml: (source: string) => parseYaml(source) as object },
      })
      return { data: data as T, body: content.trim(), slug: slugFromFileName(file) }
    })
}

/** The service pages as useServicePages gives them: in their order. */
export const servicePages: Queries.ServicePageLinkFragment[] = readFixtureMarkdown<
  Pick<Queries.ServicePage, "title" | "service" | "order">
>("services")
  .sort((a, b) => a.data.order - b.data.order)
  .map(({ data, slug }) => ({ slug, title: data.title, service: data.service }))
