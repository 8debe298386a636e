import fs from "fs"
import path from "path"
import { TextDecoder } from "util"
import { YAMLException } from "js-yaml"
import { defaultLocale, localeInfo, locales } from "../../model/locales"
import {
  ContentType,
  FieldSpec,
  MarkdownType,
  ObjectSpec,
  filesOf,
  isObjectSpec,
  reviewDates,
  hasExtension,
  imageExtensions,
  isWords,
  localizedName,
  patternFormats,
  splitLocale,
} from "../../model/content-model"
import { contentRootOf, isFile, isPicture, markdownTypes, yamlFolderTypes, yamlTypes } from "../content/content-types"
import {
  FrontMatterLanguageError,
  YamlAliasError,
  hasFrontMatter,
  parseYaml,
  readFrontMatter,
} from "../../model/front-matter"
import { slugFromFileName, slugOf } from "../../model/slug"
import { newsArchiveRoute, staffPageRoute } from "../../model/routes"
import { descriptionSources, routeClashingWith } from "../../registry"
import { DescribedRecord, duplicateDescriptions, pageDescriptions } from "../../model/page-descriptions"
import { serviceTypeName } from "../../model/content-model/public"
import { siteTimeZone } from "../../model/content-model/values"
import { describe, fieldPath, fileSchema, notPictureInside } from "./zod-schemas"
import { ReadFile, attributesInHtml, fileNamedBy, linkErrors } from "./check-links"
import { copiedFileErrors } from "./linked-files"
import { editorPictures } from "../../cms/build/decap-config"
import { textLimitErrors } from "./text-limits"
import { markdownTree, treeToRawHtml } from "../../cms/markdown"
import { specialDaysCheck } from "./special-days-check"
import type { ContentError } from "./content-error"

/** Why YAML could not be read; `firstLine` is the file's line the YAML starts on (2 below a front matter's ---). */
function yamlErrorMessage(error: unknown, firstLine: number): string {
  if (error instanceof FrontMatterLanguageError) return error.message
  if (error instanceof YAMLException) {
    const line = error.mark ? ` (line ${error.mark.line + firstLine}, column ${error.mark.column + 1})` : ""
    return `${error instanceof YamlAliasError ? "" : "is not valid YAML: "}${error.reason}${line}`
  }
  return `could not be read: ${String(error)}`
}

/**
 * The content type of a file, from its path under content/ ("news/2026-01-10-x.en.md"); none for a stray file,
 * or one named without its language where the type wants one, or with one where it does not.
 */
export function contentTypeOf(relativePath: string): ContentType | undefined {
  const posix = relativePath.split(path.sep).join("/")
  const { base, locale } = splitLocale(path.posix.basename(posix))
  const dir = path.posix.dirname(posix)
  const named = (type: ContentType) => Boolean(type.translated) === Boolean(locale)
  if (posix.endsWith(".md")) {
    return markdownTypes.find(t => t.dir === dir && named(t) && (!t.files || t.files.includes(base)))
  }
  if (posix.endsWith(".yaml") && !locale) {
    const folder = yamlFolderTypes.find(t => t.dir === dir)
    if (folder) return folder
  }
  return yamlTypes.find(t => named(t) && t.file === path.posix.join(dir, base).replace(/^\.\//, ""))
}

export interface CheckedFile {
  /** The records the file holds, with the values the site uses (see zod-schemas.ts); none when it has mistakes. */
  records?: Record<string, unknown>[]
  /**
   * A translated file whose words are all empty: the CMS writes one for each language even when only one was
   * filled in. It stands for a translation not made yet, not for a mistake.
   */
  untranslated?: boolean
  errors: ContentError[]
  /**
   * A Markdown file's text, below its front matter, as HTML before it is made safe, when the file could be read:
   * made once for every check that reads its links, headings and pictures.
   */
  html?: string
}

/** Nothing written: a group of fields (a link's text and address) counts as empty when each of its fields is. */
const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && !Array.isArray(value) && Object.values(value).every(isEmpty))

/**
 * Whether a translated file holds none of its words (and, for Markdown, no text). Only a file of the right shape
 * can be a blank translation; any other is checked as usual, so its message says what is wrong with it.
 */
function holdsNoWords(type: ContentType, data: unknown, body: string): boolean {
  if (body.trim() !== "" || typeof data !== "object" || data === null || Array.isArray(data)) return false
  const list = type.source === "yaml" && type.shape === "list" ? (data as Record<string, unknown>)[type.key] : [data]
  if (!Array.isArray(list) || list.length === 0) return false
  const words = Object.entries(type.fields).filter(([, spec]) => isWords(spec))
  return list.every(
    record =>
      typeof record === "object" &&
      record !== null &&
      words.every(([name]) => isEmpty((record as Record<string, unknown>)[name])),
  )
}

/** How to fill in a missing translation of `shownAs` (content/home.sw.yaml), from its twin in another language. */
function translateHint(shownAs: string): string {
  const { locale } = splitLocale(path.posix.basename(shownAs))
  const languages = locales.map(l => localeInfo[l].name).join(" and ")
  const twin = locales.find(l => l !== locale)
  const from = twin ? ` (copy ${shownAs.replace(`.${locale}.`, `.${twin}.`)} and translate it)` : ""
  return `every page is in ${languages}; write its ${locale ? localeInfo[locale].name : ""} version${from}`
}

/** The address of each picture a text shows ("" for a picture without one), from its HTML. */
const picturesOf = (html: string) => attributesInHtml(html, "img", "src").map(src => src ?? "")

/**
 * A picture in a text is a file of the site, found next to the text (the build copies it): one from another site
 * would tell that site who reads the page, and a missing one would leave a hole in the page.
 */
function pictureErrors(html: string, dir: string, shownAs: string): ContentError[] {
  const mistake = (message: string) => ({ file: shownAs, field: "body", message: `(the text) ${message}` })
  const named = "put the picture in the images folder next to this file and write its path, like ./images/name.jpg"
  return picturesOf(html).flatMap(source => {
    if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(source)) {
      return [mistake(`shows a picture from outside the site's files, ${JSON.stringify(source)}: ${named}`)]
    }
    // As a browser reads the address: a name with a space or an accent is written with %-codes in the page.
    const file = path.resolve(dir, fileNamedBy(source))
    if (!hasExtension(imageExtensions, file)) {
      return [mistake(`shows ${JSON.stringify(source)}, which is not a ${imageExtensions.join(", ")} picture`)]
    }
    if (!isFile(file)) {
      return [mistake(`shows ${JSON.stringify(source)}, which does not exist next to this file: ${named}`)]
    }
    return isPicture(file) ? [] : [mistake(`shows ${JSON.stringify(source)}, ${notPictureInside}`)]
  })
}

/**
 * Checks one file of `type` on its own: its syntax, its fields and, for Markdown, that it has text.
 * `shownAs` is the path printed in messages, e.g. content/news/2026-01-10-x.md.
 */
export function checkFile(type: ContentType, absolutePath: string, source: string, shownAs: string): CheckedFile {
  const errors: ContentError[] = []
  const root = contentRootOf(type, absolutePath)
  let data: unknown
  let body: string | undefined
  let html: string | undefined
  try {
    if (type.source === "markdown") {
      if (!hasFrontMatter(source)) {
        const message =
          "has no front matter where the site reads it: the file starts with a line of --- alone (nothing before it, not even a blank line), then its fields, then another line of ---, then the text"
        return { errors: [{ file: shownAs, message }] }
      }
      ;({ data, body } = readFrontMatter(source))
    } else {
      data = parseYaml(source)
    }
  } catch (error) {
    const message = yamlErrorMessage(error, type.source === "markdown" ? 2 : 1)
    return {
      errors: [
        {
          file: shownAs,
          message:
            type.source === "markdown"
              ? `has a front matter (the part between the --- lines) that ${message}`
              : message,
        },
      ],
    }
  }
  if (body !== undefined) {
    // The text is read no further, by the check or the build, when the Markdown reader would stall on it.
    const beyond = textLimitErrors(body, source.slice(0, source.length - body.length).split("\n").length, shownAs)
    if (beyond.length > 0) return { errors: beyond }
    if (body.trim() === "") errors.push({ file: shownAs, message: "has no text below the front matter" })
    const tree = markdownTree(body)
    html = treeToRawHtml(tree)
    errors.push(...pictureErrors(html, path.dirname(absolutePath), shownAs))
    errors.push(...copiedFileErrors(tree, path.dirname(absolutePath), root, shownAs))
  }
  if (type.translated && holdsNoWords(type, data, body ?? "")) {
    if (type.translated === "some") return { untranslated: true, errors: [] }
    return { errors: [{ file: shownAs, message: `has not been translated yet: ${translateHint(shownAs)}` }] }
  }
  const result = fileSchema(type, path.dirname(absolutePath), root).safeParse(data)
  if (!result.success) {
    const fieldErrors = result.error.issues.flatMap(issue => {
      const field = fieldPath(issue.path)
      if (issue.code === "unrecognized_keys") {
        return issue.keys.map(key => ({
          file: shownAs,
          field: field ? `${field}.${key}` : key,
          message: issue.message,
        }))
      }
      return [{ file: shownAs, field: field || undefined, message: issue.message }]
    })
    return { errors: [...fieldErrors, ...errors], html }
  }
  if (errors.length > 0) return { errors, html }
  const output = result.data as Record<string, unknown>
  const records = type.source === "yaml" && type.shape === "list" ? output[type.key] : [output]
  return { records: records as Record<string, unknown>[], errors, html }
}

const utf8 = new TextDecoder("utf-8", { fatal: true })

/** A file's text, if it is written in UTF-8, as the site reads it; another encoding would show as "H�pital". */
function utf8Text(file: string): string | undefined {
  const bytes = fs.readFileSync(file)
  try {
    return utf8.decode(bytes)
  } catch {
    return undefined
  }
}

const notUtf8 =
  "is not saved as UTF-8, so its accents and signs would show garbled: save it again as UTF-8 (in Notepad: Save as, Encoding: UTF-8)"

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? listFiles(full) : [full]
  })
}

type CheckedEntry = ReadFile

/** Two pages of one language that search engines would describe with the same words (src/model/page-descriptions.ts). */
function duplicateDescriptionErrors(checked: CheckedEntry[]): ContentError[] {
  const records = checked.flatMap(({ type, file, shownAs, records }): DescribedRecord[] => {
    // A file written once for every language describes its page in the one language it has.
    const locale = splitLocale(path.basename(file)).locale ?? defaultLocale
    return (records ?? []).map(record => ({ type: type.name, file: shownAs, locale, record }))
  })
  return duplicateDescriptions(pageDescriptions(records, descriptionSources)).map(({ page, first }) => ({
    file: page.file,
    field: page.field,
    message:
      `is the same as field "${first.field}" of ${first.file}: search engines show it under both pages ` +
      `(${first.path} and ${page.path}), so that no one can tell them apart; write one for each page`,
  }))
}

/** The files a folder lacks: those the type names, and each article's twin in a language it must also exist in. */
function missingFiles(type: MarkdownType, names: Set<string>): string[] {
  const bases = type.files ?? (type.translated === "every" ? [...names].map(name => splitLocale(name).base) : [])
  return [...new Set(bases.flatMap(base => filesOf(type, base)))].filter(name => !names.has(name))
}

/**
 * Mistakes of a Markdown folder as a whole: no files, files it must hold, two articles at one address, a page at
 * the address of another route.
 */
function checkFolder(type: MarkdownType, checked: CheckedEntry[]) {
  const errors: ContentError[] = []
  const folder = `content/${type.dir}`
  const names = new Set(checked.map(({ file }) => path.basename(file)))
  for (const name of missingFiles(type, names)) {
    const shownAs = `${folder}/${name}`
    errors.push({ file: shownAs, message: type.translated ? `is missing: ${translateHint(shownAs)}` : "is missing" })
  }
  if (!type.files && checked.length === 0) {
    errors.push({ file: folder, message: "holds no Markdown (.md) files" })
  }
  if (type.slugged) {
    // Each language has its own addresses (/news/x/, /sw/news/x/): a slug is taken once per language.
    const slugs = new Map<string, string>()
    for (const { file, shownAs, records } of checked) {
      if (!records) continue
      const { base, locale } = splitLocale(path.basename(file))
      const slug = slugOf(records[0].slug, base)
      if (slug === "") {
        errors.push({
          file: shownAs,
          message: `makes no address for its page, as its name has no letter a–z or digit: name it like ${type.datedFileNames ? "2026-03-14-new-wing" : "new-wing"}.${locale ?? defaultLocale}.md, or give it a slug`,
        })
        continue
      }
      const other = slugs.get(`${locale}:${slug}`)
      const clash = type.atSiteRoot ? routeClashingWith(slug) : undefined
      if (clash) {
        errors.push({
          file: shownAs,
          field: "slug",
          message:
            `"${slug}" would put the page at ${staffPageRoute.path(slug)}, which the site's route ${clash} uses: ` +
            `give the file another name, or the page another address (slug)`,
        })
      }
      if (type.besideArchivePages && newsArchiveRoute.isPageNumber(slug)) {
        errors.push({
          file: shownAs,
          field: "slug",
          message:
            `"${slug}" is only digits, the address of one of the archive's pages (${newsArchiveRoute.path(2)} …): ` +
            `give the file a name with a word in it, or the article another address (slug)`,
        })
      }
      if (other) {
        errors.push({
          file: shownAs,
          field: "slug",
          message: `"${slug}" is already used by ${other}: give one of them another file name or slug`,
        })
      } else {
        slugs.set(`${locale}:${slug}`, shownAs)
      }
    }
  }
  return errors
}

/** Why a Markdown file in a content folder is not read. */
function strayMarkdownMessage(type: MarkdownType, name: string): string {
  const { base, locale } = splitLocale(name)
  if (type.translated && !locale) {
    const named = locales.map(l => `${localizedName(name, l)} (${localeInfo[l].name})`).join(" or ")
    return `is named without its language: name it ${named}`
  }
  if (!type.translated && locale) return `should be named ${base}: this folder is not translated`
  return `is not one of the files of content/${type.dir}/ (${type.files?.flatMap(f => filesOf(type, f)).join(", ")})`
}

/** Today's date in Mombasa, YYYY-MM-DD: the day a review falls due there. */
function todayInKenya(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: siteTimeZone.name }).format(now)
}

/** Each page whose clinical review was due before `today` (YYYY-MM-DD), named by file and field. */
function overdueReviews(read: readonly ReadFile[], today: string): ContentError[] {
  return read.flatMap(({ type, shownAs, records }) => {
    if (type.fields.nextReview !== reviewDates.nextReview) return []
    const due = records?.[0]?.nextReview
    return typeof due === "string" && due < today
      ? [
          {
            file: shownAs,
            field: "nextReview",
            message: `was due on ${due}: have a clinician review this page's advice, then set both review dates`,
          },
        ]
      : []
  })
}

/**
 * The pictures the site shows but the editor would not, as they are not in the one folder it looks in: it would
 * show each as missing, or show another picture of the same name in its place.
 */
function picturesOutOfEditorSight(checked: CheckedEntry[], shown: (file: string) => string): ContentError[] {
  return checked.flatMap(({ type, file, shownAs, records }) => {
    if (!records) return []
    const data = type.source === "yaml" && type.shape === "list" ? { [type.key]: records } : records[0]
    const misses = editorPictures(type, file, data).filter(
      ({ value, lookedFor }) => lookedFor !== path.join(path.dirname(file), value),
    )
    return misses.map(({ field, value, lookedFor }) => {
      const relative = path.relative(path.dirname(file), lookedFor).split(path.sep).join("/")
      const written = relative.startsWith("../") ? relative : `./${relative}`
      const folder = `${shown(path.dirname(lookedFor))}/`
      const [shows, move] = isFile(lookedFor)
        ? [`shows ${shown(lookedFor)}, another picture, in its place`, `under a name of its own, and write that name`]
        : ["cannot show it", `and write ${written}`]
      return {
        file: shownAs,
        field,
        message: `names ${describeValue(value)}, but the editor ${shows}: it looks for pictures by name, in ${folder} only. Move the picture there ${move}`,
      }
    })
  })
}

export interface ContentCheck {
  /** What stops the check and the build. */
  errors: ContentError[]
  /**
   * What they only list (`npm run check -- --strict` refuses them): services without opening hours, pages past
   * their clinical review, pictures the editor cannot find, public holidays that run out within two months.
   */
  warnings: ContentError[]
}

/**
 * Checks every content file against the model and the content as a whole (required files per language, stray files,
 * duplicate article addresses, dead links); warns of services without hours, reviews overdue on `today`, missing
 * pictures. `projectDir` only makes printed paths relative to the repository.
 */
export function checkContent(
  contentDir: string,
  projectDir = path.dirname(contentDir),
  today = todayInKenya(),
): ContentCheck {
  const errors: ContentError[] = []
  const shown = (file: string) => path.relative(projectDir, file).split(path.sep).join("/")
  const listed = listFiles(contentDir)
  // A link to a file elsewhere on the computer would be read, and published, as if it were content.
  const symlinks = new Set(listed.filter(file => fs.lstatSync(file).isSymbolicLink()))
  for (const file of symlinks)
    errors.push({
      file: shown(file),
      message: "is a link to a file elsewhere (a symbolic link): put the file itself here",
    })
  const files = listed.filter(file => !symlinks.has(file))
  const checked: CheckedEntry[] = []
  const check = (type: ContentType, file: string): CheckedEntry => {
    const source = utf8Text(file)
    const result =
      source === undefined
        ? { errors: [{ file: shown(file), message: notUtf8 }] }
        : checkFile(type, file, source, shown(file))
    errors.push(...result.errors)
    const entry = { type, file, shownAs: shown(file), records: result.records, html: result.html }
    checked.push(entry)
    return entry
  }

  const yamlFiles = yamlTypes.flatMap(type => filesOf(type, type.file).map(name => ({ type, name })))
  for (const { type, name } of yamlFiles) {
    const file = path.join(contentDir, name)
    if (fs.existsSync(file)) check(type, file)
    else
      errors.push({
        file: shown(file),
        message: type.translated ? `is missing: ${translateHint(shown(file))}` : "is missing",
      })
  }

  const yamlFolders = new Set(yamlFolderTypes.map(type => path.join(contentDir, type.dir)))
  for (const type of yamlFolderTypes) {
    const folder = `content/${type.dir}`
    for (const file of files.filter(f => path.dirname(f) === path.join(contentDir, type.dir))) {
      const name = path.basename(file)
      if (contentTypeOf(path.relative(contentDir, file)) !== type) {
        errors.push({
          file: shown(file),
          message: `is not read: ${folder}/ holds only .yaml files, one per entry in every language, like ${folder}/clinic-closed.yaml`,
        })
      } else if (!new RegExp(patternFormats.slug.pattern).test(path.basename(name, ".yaml"))) {
        errors.push({ file: shown(file), message: `has a name that ${patternFormats.slug.says} (and .yaml)` })
      } else check(type, file)
    }
  }

  const knownYaml = new Set(yamlFiles.map(({ name }) => path.join(contentDir, name)))
  const strayYaml = (f: string) => /\.ya?ml$/.test(f) && !knownYaml.has(f) && !yamlFolders.has(path.dirname(f))
  for (const file of files.filter(strayYaml)) {
    errors.push({
      file: shown(file),
      message: `is not a known content file (known: ${yamlFiles.map(({ name }) => `content/${name}`).join(", ")})`,
    })
  }

  for (const type of markdownTypes) {
    const dir = path.join(contentDir, type.dir)
    const inFolder = files.filter(f => f.endsWith(".md") && path.dirname(f) === dir)
    const known = inFolder.filter(f => contentTypeOf(path.relative(contentDir, f)) === type)
    for (const file of inFolder.filter(f => !known.includes(f))) {
      errors.push({ file: shown(file), message: strayMarkdownMessage(type, path.basename(file)) })
    }
    errors.push(
      ...checkFolder(
        type,
        known.map(file => check(type, file)),
      ),
    )
  }

  // A text whose name some editor spelt otherwise (x.en.MD, or x.en.md.txt as Notepad saves it) would not be read;
  // an editor's own hidden files (.x.en.md.swp) are none of staff's.
  const misnamed = (file: string) =>
    /\.md(\.txt)?$/i.test(file) && !file.endsWith(".md") && !path.basename(file).startsWith(".")
  for (const file of files.filter(misnamed)) {
    const named = path.basename(file).replace(/\.md(\.txt)?$/i, ".md")
    errors.push({
      file: shown(file),
      message: `is not read by the site, as its name does not end in .md: name it ${named}`,
    })
  }

  const markdownDirs = new Set(markdownTypes.map(t => path.join(contentDir, t.dir)))
  for (const file of files.filter(f => f.endsWith(".md") && !markdownDirs.has(path.dirname(f)))) {
    errors.push({
      file: shown(file),
      message: `is not in a content folder (Markdown goes in ${markdownTypes.map(t => `content/${t.dir}/`).join(", ")})`,
    })
  }

  errors.push(...duplicateDescriptionErrors(checked))
  const references = referenceErrors(checked, files, contentDir, shown)
  errors.push(...references.errors)
  errors.push(...linkErrors(checked))
  errors.push(...sameFactsErrors(checked))
  const specialDays = specialDaysCheck(checked, today)
  errors.push(...specialDays.errors)
  const warnings = [
    ...references.warnings,
    ...specialDays.warnings,
    ...overdueReviews(checked, today),
    ...picturesOutOfEditorSight(checked, shown),
  ]
  return { errors, warnings }
}

/** The mistakes of the content, as checkContent finds them. */
export function validateContent(contentDir: string, projectDir = path.dirname(contentDir)): ContentError[] {
  return checkContent(contentDir, projectDir).errors
}

/** A value naming another file, where it stands in its record: `openingHours[2].service`. */
interface Reference {
  field: string
  refersTo: string
  value: unknown
}

function referencesIn(spec: ObjectSpec, record: Record<string, unknown>, at: string): Reference[] {
  return Object.entries(spec.fields).flatMap(([name, field]: [string, FieldSpec]) => {
    const value = record[name]
    const here = at ? `${at}.${name}` : name
    const values: [string, unknown][] =
      field.list && Array.isArray(value) ? value.map((v, i) => [`${here}[${i}]`, v]) : [[here, value]]
    return values.flatMap(([where, item]): Reference[] => {
      if (isObjectSpec(field.type)) {
        return typeof item === "object" && item !== null
          ? referencesIn(field.type, item as Record<string, unknown>, where)
          : []
      }
      return field.refersTo && item !== undefined ? [{ field: where, refersTo: field.refersTo, value: item }] : []
    })
  })
}

/** "dental" for content/services/dental.en.md: the name by which other files refer to a file. */
const fileSlug = (file: string) => slugFromFileName(splitLocale(path.basename(file)).base)

/**
 * Mistakes between files: a value naming a service (or another file) that does not exist; a service with two
 * entries of opening hours; a team member whose services differ between the languages. A service without opening
 * hours is a warning: it is just added, and its hours can name it only once it is published.
 */
function referenceErrors(
  entries: CheckedEntry[],
  files: string[],
  contentDir: string,
  shown: (file: string) => string,
): ContentCheck {
  const errors: ContentError[] = []
  const filesOfType = (name: string) => {
    const type = markdownTypes.find(t => t.name === name)
    return type ? files.filter(f => contentTypeOf(path.relative(contentDir, f)) === type) : []
  }
  const named = new Map<string, Set<string>>()
  const slugsOf = (name: string) => {
    if (!named.has(name)) named.set(name, new Set(filesOfType(name).map(fileSlug)))
    return named.get(name) as Set<string>
  }
  const perRecord = entries.flatMap(entry =>
    (entry.records ?? []).map((record, index) => {
      const at = entry.type.source === "yaml" && entry.type.shape === "list" ? `${entry.type.key}[${index}]` : ""
      return { entry, record, references: referencesIn(entry.type, record, at) }
    }),
  )
  for (const { entry, references } of perRecord) {
    for (const { field, refersTo, value } of references) {
      const slugs = slugsOf(refersTo)
      if (typeof value === "string" && slugs.has(value)) continue
      const folder = markdownTypes.find(t => t.name === refersTo)?.dir ?? refersTo
      errors.push({
        file: entry.shownAs,
        field,
        message:
          `names ${describeValue(value)}, which is not in content/${folder}/: ` +
          `write one of ${[...slugs].map(slug => `"${slug}"`).join(", ") || "(none yet)"}, the name of its file`,
      })
    }
  }
  const hours = hoursCheck(perRecord, filesOfType(serviceTypeName), shown)
  errors.push(...hours.errors, ...teamErrors(entries))
  return { errors, warnings: hours.warnings }
}

const describeValue = (value: unknown) => (typeof value === "string" ? `"${value}"` : String(value))

/**
 * Each service has one entry under openingHours in content/site.yaml, its one home. One without any is listed: its
 * page asks visitors to call for the hours meanwhile.
 */
function hoursCheck(
  perRecord: { entry: CheckedEntry; record: Record<string, unknown> }[],
  serviceFiles: string[],
  shown: (file: string) => string,
): ContentCheck {
  const settings = perRecord.find(({ entry }) => entry.type.name === "SiteSettings")
  // A site.yaml with mistakes is reported as such; its hours cannot be read.
  if (!settings) return { errors: [], warnings: [] }
  const hours = (settings.record.openingHours ?? []) as { service: string }[]
  const errors: ContentError[] = []
  const seen = new Set<string>()
  hours.forEach(({ service }, index) => {
    if (seen.has(service)) {
      errors.push({
        file: settings.entry.shownAs,
        field: `openingHours[${index}].service`,
        message: `gives the hours of "${service}" a second time: each service has one entry, with all its days`,
      })
    }
    seen.add(service)
  })
  const services = new Map<string, string>()
  for (const file of [...serviceFiles].sort()) if (!services.has(fileSlug(file))) services.set(fileSlug(file), file)
  const warnings = [...services]
    .filter(([slug]) => !seen.has(slug))
    .map(([slug, file]) => ({
      file: shown(file),
      message:
        `has no opening hours (its page asks visitors to call): add them to ${settings.entry.shownAs}, under ` +
        `openingHours, as an entry with service: ${slug} and its days and times`,
    }))
  return { errors, warnings }
}

/**
 * Non-word facts (dates, pictures, order, addresses) must match across a page's language files, as the editor keeps
 * them; each is compared with the default language's. For lists only the length, since the editor lets each language
 * set fields.
 */
function sameFactsErrors(checked: CheckedEntry[]): ContentError[] {
  const twins = new Map<string, CheckedEntry[]>()
  for (const entry of checked.filter(({ type, records }) => type.translated && records)) {
    const key = path.join(path.dirname(entry.file), splitLocale(path.basename(entry.file)).base)
    twins.set(key, [...(twins.get(key) ?? []), entry])
  }
  return [...twins.values()].flatMap(group => {
    const first = group.find(({ file }) => splitLocale(path.basename(file)).locale === defaultLocale)
    const firstRecords = first?.records ?? []
    if (!first) return []
    const facts = Object.keys(first.type.fields).filter(name => !isWords(first.type.fields[name]))
    const list = first.type.source === "yaml" && first.type.shape === "list" ? first.type.key : undefined
    return group
      .filter(entry => entry !== first)
      .flatMap(({ file, shownAs, records = [] }): ContentError[] => {
        // A list's items are each language's own in the editor: only how many there are is the same.
        if (list) {
          if (records.length === firstRecords.length) return []
          const message = `lists ${records.length} items, and ${first.shownAs} ${firstRecords.length}: each language's file lists the same items, in the same order`
          return [{ file: shownAs, field: list, message }]
        }
        const [mine, theirs] = [records[0] ?? {}, firstRecords[0] ?? {}]
        // A picture is the same file however it is written: ./images/x.jpg or images/x.jpg.
        const valueOf = (name: string, value: unknown, of: string) =>
          first.type.fields[name].type === "Image" && typeof value === "string"
            ? path.resolve(path.dirname(of), value)
            : JSON.stringify(value)
        return facts
          .filter(name => valueOf(name, mine[name], file) !== valueOf(name, theirs[name], first.file))
          .map(name => ({
            file: shownAs,
            field: name,
            message: `is ${describe(mine[name])} here and ${describe(theirs[name])} in ${first.shownAs}: it is the same in every language`,
          }))
      })
  })
}

/** The team's services and clinic days are facts, not words: each language's file says the same of each member. */
function teamErrors(entries: CheckedEntry[]): ContentError[] {
  const team = entries.filter(entry => entry.type.name === "TeamCard" && entry.records)
  const [first, ...others] = team
  if (!first?.records) return []
  const servicesOf = (record: Record<string, unknown> | undefined) => JSON.stringify(record?.services ?? [])
  return others.flatMap(other => {
    const records = other.records ?? []
    const count = Math.max(records.length, first.records?.length ?? 0)
    return Array.from({ length: count }, (_, index) => index).flatMap(index =>
      servicesOf(records[index]) === servicesOf(first.records?.[index])
        ? []
        : [
            {
              file: other.shownAs,
              field: `team[${index}].services`,
              message:
                `must name the same services and days as the same member in ${first.shownAs} ` +
                `(each member in the same place in both files): the days are the same in every language`,
            },
          ],
    )
  })
}
