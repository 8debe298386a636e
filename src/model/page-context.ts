/** What page creation (src/node/create-pages.ts) gives each template, as the templates read it. */
import type { Locale } from "./locales"
import type { ServiceTimetable } from "./timetable"

/** For each language, where the page shown now has its twin. */
export type LanguageLinks = Record<Locale, string>

/** What createPages tells every page of its language. */
export interface PageLanguage {
  locale: Locale
  /** The page in each language it is translated into, itself included: the hreflang alternates. */
  alternates: Partial<Record<Locale, string>>
  /** Where the language switch leads: the page's translation, or the closest page in that language. */
  languageLinks: LanguageLinks
}

/** A neighbour of an article in the archive, which may be written in another language than the page. */
export interface ArticleLink {
  title: string
  path: string
  locale: string
}

/** What an article page is given: its slug, and the articles on either side of it in the archive. */
export interface ArticlePageContext extends PageLanguage {
  slug: string
  /** Among the newest articles of its archive, which the site search covers (searchedNews). */
  searched: boolean
  /** The next article in time, or null for the newest. */
  newer: ArticleLink | null
  /** The previous article in time, or null for the oldest. */
  older: ArticleLink | null
}

/** What the search page is given: the ids of the articles the search covers (searchedNews), which it lists. */
export interface SearchPageContext extends PageLanguage {
  news: string[]
}

/** What a page of the news archive is given: the articles it lists, in order, and where it stands. */
export interface NewsListPageContext extends PageLanguage {
  ids: string[]
  page: number
  pageCount: number
}

/** What a service's page is given: its slug, and its timetable from the day the site was built (none without hours). */
export interface ServicePageContext extends PageLanguage {
  slug: string
  timetable: ServiceTimetable | null
}
