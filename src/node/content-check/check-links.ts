import fs from "fs"
import path from "path"
import { closest } from "fastest-levenshtein"
import sanitizeHtml from "sanitize-html"
import { ContentType, FieldSpec, isObjectSpec, splitLocale } from "../../model/content-model"
import { headingIdsOf } from "../../model/heading-ids"
import { Locale, defaultLocale, localeInfo, locales } from "../../model/locales"
import {
  articleRoute,
  bookingRoute,
  cmsRoute,
  englishPath,
  homePath,
  homeSections,
  localizedPath,
  newsArchiveRoute,
  newsFeedPath,
  pageRoutes,
  serviceRoute,
  staffPageRoute,
} from "../../model/routes"
import { extensionRoutes, redirectRoutes } from "../../registry"
import { safeHtml } from "../../model/safe-html"
import { slugOf } from "../../model/slug"
import type { ContentError } from "./content-error"

/** A content file as the check read it: its records when it has no mistake, and the text of a Markdown file. */
export interface ReadFile {
  type: ContentType
  /** Absolute path. */
  file: string
  /** The path printed in messages, e.g. content/pages/privacy.en.md. */
  shownAs: string
  records?: Record<string, unknown>[]
  /** As CheckedFile's (validate-content.ts). */
  html?: string
}

/** The types whose files each make a page of their own, at the address their slug gives (src/node/create-pages.ts). */
const ownPages: Partial<Record<string, (slug: string) => string>> = {
  NewsArticle: articleRoute.path,
  ServicePage: serviceRoute.path,
  StaffPage: staffPageRoute.path,
}

/** A file's language and slug: its front matter's, or its name's. */
function slugAndLocaleOf({ file, records }: ReadFile) {
  const { base, locale } = splitLocale(path.basename(file))
  return { locale, slug: slugOf(records?.[0]?.slug, base) }
}

/** The address of the page a file makes, in its language; none for a file shown on other pages. */
function ownPageOf(entry: ReadFile): string | undefined {
  const route = ownPages[entry.type.name]
  const { locale, slug } = slugAndLocaleOf(entry)
  // A file with a mistake still stands for its page, so that links to it are not reported as well.
  return route && locale ? localizedPath(locale, route(slug)) : undefined
}

/** The ids a link may add after "#" on a page made from a text, given as HTML: its headings'. */
const idsOfText = (html: string) => headingIdsOf(safeHtml(html))

/**
 * Every address the build makes (src/node/create-pages.ts), each with the ids a link to it may add after "#":
 * the routes in each language (the extensions' in the first only), the redirects, the news archive's pages,
 * a page per article, service and staff page in the language of its file, each language's feed and the editor.
 */
export function siteAddresses(files: readonly ReadFile[]): Map<string, ReadonlySet<string>> {
  const addresses = new Map<string, ReadonlySet<string>>()
  const none = new Set<string>()
  for (const locale of locales) {
    // The home page's sections, and the places in its appointment form that choose a service of its language.
    const booking = files
      .filter(entry => entry.type.name === "ServicePage")
      .map(slugAndLocaleOf)
      .filter(service => service.locale === locale)
      .map(service => bookingRoute.serviceAnchor(service.slug))
    const homeIds = new Set<string>([...Object.values(homeSections), ...booking])
    for (const route of pageRoutes) {
      addresses.set(localizedPath(locale, route.path), route.path === homePath ? homeIds : none)
    }
  }
  for (const route of extensionRoutes) addresses.set(route.path, none)
  for (const { from } of redirectRoutes) addresses.set(from, none)
  for (const address of [cmsRoute, ...locales.map(locale => localizedPath(locale, newsFeedPath))]) {
    addresses.set(address, none)
  }

  // Each language's archive lists every article, in one language or another.
  const articles = new Set(
    files.filter(f => f.type.name === "NewsArticle").map(f => splitLocale(path.basename(f.file)).base),
  )
  for (let page = 1; page <= newsArchiveRoute.pageCount(articles.size); page += 1) {
    for (const locale of locales) addresses.set(localizedPath(locale, newsArchiveRoute.path(page)), none)
  }
  for (const file of files) {
    const address = ownPageOf(file)
    if (address) addresses.set(address, new Set(idsOfText(file.html ?? "")))
  }
  return addresses
}

/** The `attribute` of each `<tag>` in some HTML, undefined where it has none. */
export function attributesInHtml(html: string, tag: string, attribute: string): (string | undefined)[] {
  const values: (string | undefined)[] = []
  sanitizeHtml(html, {
    allowedTags: [tag],
    allowedAttributes: { [tag]: [attribute] },
    // Reads the elements and changes nothing.
    transformTags: {
      [tag]: (tagName, attribs) => {
        values.push(attribs[attribute])
        return { tagName, attribs }
      },
    },
  })
  return values
}

/**
 * The address of each link of a text, read from the HTML the page is made of: every link, from Markdown or written
 * as HTML.
 */
const linksOf = (html: string) =>
  attributesInHtml(html, "a", "href").filter((href): href is string => href !== undefined)

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The language of an address: /sw/… is Kiswahili. */
const localeOf = (address: string): Locale =>
  locales.find(locale => localizedPath(locale, englishPath(address)) === address) ?? defaultLocale

/** What is wrong with a link to a page of the site, or nothing. `here` is the page a "#…" alone leads to. */
function linkMistake(
  link: string,
  addresses: Map<string, ReadonlySet<string>>,
  here: string | undefined,
): string | undefined {
  const [beforeHash, ...afterHash] = link.split("#")
  const fragment = decoded(afterHash.join("#"))
  const page = beforeHash === "" ? here : decoded(beforeHash.replace(/\?.*$/, ""))
  if (page === undefined) {
    return `leads to "${link}", a place on the page it is shown on, but it is shown on more than one page: write the page's address before the "#", like /#${homeSections.contact}`
  }
  // Hosts add the last slash of a folder's address themselves: /privacy leads to /privacy/.
  const address = page.endsWith("/") || addresses.has(page) ? page : `${page}/`
  const ids = addresses.get(address)
  if (!ids) {
    // The same page in another language: an article not translated yet, say.
    const twin = locales
      .map(locale => localizedPath(locale, englishPath(address)))
      .find(other => other !== address && addresses.has(other))
    if (twin) {
      const [language, twinLanguage] = [address, twin].map(a => localeInfo[localeOf(a)].name)
      return `leads to "${link}", which has no ${language} page; the nearest address is ${twin}, the page in ${twinLanguage}`
    }
    return `leads to "${link}", which is no page of the site; the nearest address is ${closest(address, [...addresses.keys()])}`
  }
  if (fragment === "" || ids.has(fragment)) return undefined
  const nearest = ids.size > 0 ? `${address}#${closest(fragment, [...ids])}` : address
  return `leads to "${link}", but ${address} has no heading or section "${fragment}"; the nearest address is ${nearest}`
}

/** Links this check leaves alone: to other sites (http:, https:, wa.me …), and mailto: and tel:. */
const elsewhere = (link: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(link)

/** The files in a folder and its subfolders, as a text in it links to them: ./images/scan.jpg. */
function filesUnder(dir: string, prefix = "."): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const name = `${prefix}/${entry.name}`
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), name) : [name]
  })
}

/** The file an address names, as a browser reads it: without "?…" or "#…", its %-codes decoded. */
export const fileNamedBy = (link: string) => decoded(link.replace(/[?#].*$/, ""))

/** A link in a text to a file next to it (./forms/consent.pdf), which the build copies: it must exist. */
function fileLinkMistake(link: string, dir: string, addresses: Map<string, ReadonlySet<string>>) {
  const file = path.resolve(dir, fileNamedBy(link))
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return undefined
  // Written without its first "/", the link may be meant for a page (privacy/), or for a file next to the text.
  const nearest = closest(link, [...addresses.keys(), ...filesUnder(dir)])
  return (
    `leads to "${link}", which is no file next to this text (a page of the site is written from its start, ` +
    `like ${newsArchiveRoute.path(1)}); the nearest address is ${nearest}`
  )
}

/** The link fields (format "link") of a record, with their field paths (linkGroups[0].links[1].href). */
function linkFields(fields: Record<string, FieldSpec>, record: unknown, prefix: string): [string, string][] {
  if (typeof record !== "object" || record === null) return []
  return Object.entries(fields).flatMap(([name, spec]) => {
    const value = (record as Record<string, unknown>)[name]
    const values = spec.list && Array.isArray(value) ? value.map((item, i) => [item, `${name}[${i}]`]) : [[value, name]]
    return values.flatMap(([item, field]) => {
      if (isObjectSpec(spec.type)) return linkFields(spec.type.fields, item, `${prefix}${field}.`)
      return spec.format === "link" && typeof item === "string" ? [[item, `${prefix}${field}`] as [string, string]] : []
    })
  })
}

/**
 * Every link to a page of the site that leads nowhere: in the text of each Markdown file and in each link field
 * (a footer link, say). A link may add a "#" and the id of a heading of the target's text or a section of the
 * home page. Links to other sites, mailto: and tel: are not followed.
 */
export function linkErrors(files: readonly ReadFile[]): ContentError[] {
  const addresses = siteAddresses(files)
  return files.flatMap(entry => {
    const here = ownPageOf(entry)
    const fieldLinks = (entry.records ?? []).flatMap((record, index) => {
      const prefix = entry.type.source === "yaml" && entry.type.shape === "list" ? `${entry.type.key}[${index}].` : ""
      return linkFields(entry.type.fields, record, prefix)
    })
    const fieldErrors = fieldLinks.flatMap(([link, field]) => {
      const message = elsewhere(link) ? undefined : linkMistake(link, addresses, here)
      return message ? [{ file: entry.shownAs, field, message }] : []
    })
    const textErrors = linksOf(entry.html ?? "").flatMap(link => {
      if (link === "" || elsewhere(link)) return []
      const message = /^[/#]/.test(link)
        ? linkMistake(link, addresses, here)
        : fileLinkMistake(link, path.dirname(entry.file), addresses)
      return message ? [{ file: entry.shownAs, field: "body", message: `(the text) ${message}` }] : []
    })
    return [...fieldErrors, ...textErrors]
  })
}
