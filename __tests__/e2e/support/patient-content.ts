/**
 * What the service, contact, offline and news tests expect, read from content/ the way the build reads it, so
 * that staff can add, remove or reword anything valid and the tests follow.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { slugFromFileName } from "../../../src/node/slug"
import { parseYaml } from "../../../src/node/validate-content"
import { readContent, readItems } from "../../support/content"

const contentDir = path.resolve(__dirname, "../../../content")

function markdownFiles<T>(dir: string): { data: T; slug: string }[] {
  const folder = path.join(contentDir, dir)
  return fs
    .readdirSync(folder)
    .filter(file => file.endsWith(".md"))
    .map(file => {
      const { data } = matter(fs.readFileSync(path.join(folder, file), "utf8"), {
        engines: { yaml: (source: string) => parseYaml(source) as object },
      })
      const own = (data as { slug?: string }).slug
      return { data: data as T, slug: own ?? slugFromFileName(file) }
    })
}

export const site = readContent<Queries.SiteSettingsFieldsFragment>("site.yaml")

export const homeCards = readItems<Pick<Queries.Service, "title" | "service">>("services.yaml")

export type ServicePage = Pick<
  Queries.ServicePage,
  "title" | "service" | "order" | "summary" | "offers" | "audience" | "preparation"
> & { slug: string }

/** The service pages, in their order. */
export const servicePages: ServicePage[] = markdownFiles<Omit<ServicePage, "slug">>("services")
  .map(({ data, slug }) => ({ ...data, slug }))
  .sort((a, b) => a.order - b.order)

export type NewsArticle = Pick<Queries.NewsArticle, "title"> & { slug: string; date: string }

/** Every news article, in the archive's order: newest first, then by slug. */
export const news: NewsArticle[] = markdownFiles<{ title: string; date: string }>("news")
  .map(({ data, slug }) => ({ title: data.title, date: data.date, slug }))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))

/** The title of the Markdown section file `name` (content/sections/<name>.md). */
export function sectionTitle(name: string): string {
  const { data } = matter(fs.readFileSync(path.join(contentDir, "sections", `${name}.md`), "utf8"))
  return (data as { title: string }).title
}
