/**
 * Each page's meta description and where staff write it; the content check and the SEO test require them unique per
 * language. Unlisted pages derive theirs (archive pages add "Page 2 of 3", the offline page uses its text), so nothing
 * compares them. Translations may share one.
 */
import { splitLocale } from "./content-model"
import { Locale } from "./locales"
import { articleRoute, homePath, localizedPath, newsArchiveRoute, serviceRoute, staffPageRoute } from "./routes"
import { slugOf } from "./slug"

export interface DescriptionSource {
  /** The content type (src/model/content-model/public.ts) and its field holding the description. */
  type: string
  field: string
  /** The page it describes, from the file's slug. */
  path: (slug: string) => string
}

export const pageDescriptionSources: readonly DescriptionSource[] = [
  { type: "SiteCopy", field: "description", path: () => homePath },
  { type: "HomeCopy", field: "newsListDescription", path: () => newsArchiveRoute.path(1) },
  { type: "NewsArticle", field: "excerpt", path: articleRoute.path },
  { type: "ServicePage", field: "summary", path: serviceRoute.path },
  { type: "StaffPage", field: "description", path: staffPageRoute.path },
]

/** One record of a content file, as the check or the tests read it. */
export interface DescribedRecord {
  type: string
  /** The file, as messages show it (content/news/2026-09-18-x.en.md). */
  file: string
  locale: Locale
  record: Record<string, unknown>
}

export interface PageDescription {
  /** The page's address in its language (/sw/news/x/). */
  path: string
  locale: Locale
  description: string
  file: string
  field: string
}

/** The description of each page made from `records`, by `sources` (src/registry.ts adds the extensions'). */
export function pageDescriptions(
  records: readonly DescribedRecord[],
  sources: readonly DescriptionSource[],
): PageDescription[] {
  return records.flatMap(({ type, file, locale, record }) => {
    const source = sources.find(candidate => candidate.type === type)
    if (!source) return []
    const slug = slugOf(record.slug, splitLocale(file.split("/").pop() ?? file).base)
    return [
      {
        path: localizedPath(locale, source.path(slug)),
        locale,
        description: String(record[source.field] ?? ""),
        file,
        field: source.field,
      },
    ]
  })
}

/** Spaces and line breaks do not make two descriptions different to a reader. */
const words = (description: string) => description.trim().replace(/\s+/g, " ")

/** Each page whose description an earlier page of its language already has, with that page. */
export function duplicateDescriptions(
  descriptions: readonly PageDescription[],
): { page: PageDescription; first: PageDescription }[] {
  const seen = new Map<string, PageDescription>()
  return descriptions.flatMap(page => {
    const key = `${page.locale}:${words(page.description)}`
    const first = seen.get(key)
    if (first) return [{ page, first }]
    seen.set(key, page)
    return []
  })
}
