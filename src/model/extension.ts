/**
 * A part of the site beside the hospital's own pages, such as the demonstration screens: the pages, menu,
 * redirects and content it adds. Each is listed once in src/extensions.ts, which the build reads (the navbar, through GraphQL).
 */
import type { ContentType } from "./content-model"
import type { Locale } from "./locales"

export interface ExtensionRoute {
  path: string
  /** The template's file, from the project's root. */
  component: string
  /** The page's name in the menu. */
  label: string
}

export interface SiteExtension {
  /** Its pages, in the site's first language only. */
  routes: readonly ExtensionRoute[]
  /** Its menu in the navbar: a dropdown named in each language, of groups of its pages. */
  menu: { label: Record<Locale, string>; groups: readonly { title: string; links: readonly ExtensionRoute[] }[] }
  /** Addresses that send the visitor on, as a page and as a redirect rule. */
  redirects: readonly { from: string; to: string }[]
  /** Addresses kept out of search engines and out of the service worker's cache. */
  privatePrefixes: readonly string[]
  /** Its content under content/, checked and edited like the site's own. */
  contentTypes: readonly ContentType[]
  /** Its pages whose description staff write (src/model/page-descriptions.ts). */
  descriptions: readonly { type: string; field: string; path: string }[]
}
