/** The vocabulary the content model is written in. */

/**
 * DateTime: a moment written as on a Nairobi clock, "2026-12-04 08:00" (siteTimeZone in values.ts); the check gives
 * the site the same moment with its offset, "2026-12-04T08:00:00+03:00", which every browser reads alike.
 */
export type ScalarType = "String" | "Int" | "Float" | "Boolean" | "Date" | "DateTime" | "Image"

export interface ObjectSpec {
  /** GraphQL type name. */
  name: string
  /** What staff call it in the CMS, e.g. "News articles"; by default the name in words ("Footer link"). */
  label?: string
  fields: Record<string, FieldSpec>
}

export interface FieldSpec {
  type: ScalarType | ObjectSpec
  /** Fields are required unless marked optional: staff get told what is missing. */
  optional?: boolean
  list?: boolean
  oneOf?: readonly string[]
  min?: number
  max?: number
  /** The field's name in the CMS; by default its key in words ("imageAlt" → "Image alt"). */
  label?: string
  /** A plain-words hint shown under the field in the CMS; the rules of its type (date format, range) are added to it. */
  hint?: string
  /** Text long enough to want a box of several lines in the CMS (a description, an excerpt). */
  multiline?: boolean
  /** For a Date: the field of the same group it may not come before (a next review before the last one). */
  notBefore?: string
  /** A DateTime or clock time later than this other field of the same record (an end after its start). */
  after?: string
  /** What a String holds beyond text; the content check refuses anything else. */
  format?: TextFormat
  /**
   * In a translated type, a value that is not words (a slug, say) and is the same in every language's file.
   * Pictures, dates, numbers, choices and web addresses are anyway.
   */
  sameInEveryLanguage?: boolean
  /**
   * A String naming a file of this Markdown type by its file name without language and extension ("dental" for
   * services/dental.en.md): the CMS offers those files to choose from, and the content check refuses any other.
   */
  refersTo?: string
}

/**
 * url: http(s) address. link: URL, site path, #anchor, mailto: or tel:. origin: https://host, trailing slash dropped so
 * paths join. slug: last segment of a page's path. clock: 24-hour time (08:00). email: one address with no spaces,
 * commas or "?", which would add recipients or headers to a mailto: link.
 */
export type TextFormat = "url" | "link" | "origin" | "slug" | "email" | "clock"

/**
 * The formats a regular expression states whole, with what staff are told; the content check and the CMS's
 * `pattern` both read them here. Written without flags, so that Decap's pattern check reads them the same way.
 */
export const patternFormats = {
  // One folder of public/ per page: no capitals, spaces, "/", "?", "#" or "..", so no address can leave its folder.
  slug: {
    pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
    says: "must be lower-case words (letters a–z and digits) joined by dashes, like new-dental-wing",
  },
  // The HTML standard's valid email address, without "?" (it starts a mailto: query) and with a dot in the domain.
  email: {
    pattern:
      "^[A-Za-z0-9.!#$%&'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$",
    says: 'must be one email address, like info@example.org, with no spaces, commas or "?"',
  },
  clock: {
    pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
    says: "must be a time on a 24-hour clock, from 00:00 to 23:59, like 08:00 or 17:30",
  },
} as const satisfies Partial<Record<TextFormat, { pattern: string; says: string }>>

/**
 * Languages a type's files exist in, one file each with the locale before the extension (home.en.yaml, home.sw.yaml).
 * every: each file in every language (the check names a missing one); some: at least one (an article may be in one
 * only). Absent: one file for all languages.
 */
export type Translated = "every" | "some"

export interface MarkdownType extends ObjectSpec {
  source: "markdown"
  /** Folder under content/ whose .md files are of this type. */
  dir: string
  /** Give each file a URL slug and refuse two files with the same one. */
  slugged?: boolean
  /**
   * Its pages sit at the top of the site (/slug/, staffPageRoute in src/model/routes.ts): the content check
   * refuses a slug whose address another route of the site has (/news/, /cms/ …).
   */
  atSiteRoot?: boolean
  /**
   * Its pages share their folder with the news archive's numbered pages (/news/2/, newsArchiveRoute in
   * src/model/routes.ts): the content check refuses a slug of digits only.
   */
  besideArchivePages?: boolean
  /** New files are named YYYY-MM-DD-short-title.md (the date only orders them); otherwise short-title.md. */
  datedFileNames?: boolean
  /**
   * The pages pick these files by name (e.g. "about.md"): staff edit them in the CMS but cannot add or remove
   * one, and the content check reports a missing or renamed one, and any other file in the folder.
   */
  files?: readonly string[]
  /**
   * Its pictures are the shared ones in content/images/, which other types also use (a service's and its team's),
   * rather than in an images/ folder of its own: the editor shows them and saves new ones there.
   */
  sharedPictures?: boolean
  translated?: Translated
}

interface YamlFile extends ObjectSpec {
  source: "yaml"
  /** Path under content/; for a translated type, without the language (`home.yaml` for home.en.yaml …). */
  file: string
  translated?: Translated
}

/** A file holding one group of fields: one node. */
export interface YamlObjectType extends YamlFile {
  shape: "object"
}

/**
 * A file holding a list of items, one node each. The list sits under `key` rather than at the top of the
 * file, because Decap CMS cannot edit a file whose top level is a list.
 */
export interface YamlListType extends YamlFile {
  shape: "list"
  key: string
}

export type YamlType = YamlObjectType | YamlListType

/**
 * A folder of YAML files that staff add to and remove from, one record each (content/notices/x.yaml), in no
 * language: words that need every language are a group of fields, one per language. The folder may be empty.
 */
export interface YamlFolderType extends ObjectSpec {
  source: "yaml-folder"
  /** Folder under content/ whose .yaml files are of this type. */
  dir: string
  translated?: never
}

export type ContentType = MarkdownType | YamlType | YamlFolderType

export const text: FieldSpec = { type: "String" }
export const optionalText: FieldSpec = { type: "String", optional: true }
export const image: FieldSpec = { type: "Image", label: "Picture" }
export const imageAlt: FieldSpec = {
  type: "String",
  label: "What the picture shows",
  hint: "One sentence, read aloud to visitors who cannot see the picture.",
}

export const imageExtensions = [".jpg", ".jpeg", ".png", ".webp", ".avif"] as const

/**
 * The files a text may link to next to it, which the build publishes beside the pages: pictures and PDF documents.
 * Nothing that a browser would run (a web page, a script, an SVG) is published from content/.
 */
export const linkedFileExtensions = [...imageExtensions, ".pdf"] as const

/**
 * How long a text (the Markdown below a front matter) and each of its paragraphs may be, in characters, and how deep
 * it may nest quotes, lists, links and bold or italic text: far beyond any article, yet within what the Markdown
 * reader, which slows faster than a paragraph grows, reads in seconds.
 */
export const textLimits = { characters: 50_000, paragraph: 10_000, depth: 30 } as const

/** Whether the name of `file` ends with one of `extensions`, in any case. */
export const hasExtension = (extensions: readonly string[], file: string) =>
  extensions.some(extension => file.toLowerCase().endsWith(extension))

/** Whether a field holds words, which each language's file says in its own way. */
export function isWords(spec: FieldSpec): boolean {
  if (spec.sameInEveryLanguage) return false
  if (isObjectSpec(spec.type)) return true
  return spec.type === "String" && !spec.oneOf && !spec.refersTo && spec.format !== "url" && spec.format !== "origin"
}

export function isObjectSpec(type: FieldSpec["type"]): type is ObjectSpec {
  return typeof type === "object"
}
