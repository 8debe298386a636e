import path from "path"
import type {
  CmsBackend,
  CmsBackendType,
  CmsCollection,
  CmsCollectionFile,
  CmsConfig,
  CmsField,
  CmsFieldBase,
  CmsFieldBoolean,
  CmsFieldDateTime,
  CmsFieldFileOrImage,
  CmsFieldNumber,
  CmsFieldObject,
  CmsFieldRelation,
  CmsFieldSelect,
  CmsFieldStringOrText,
  CmsPublishMode,
} from "decap-cms-core"
import {
  ContentType,
  FieldSpec,
  MarkdownType,
  ObjectSpec,
  YamlFolderType,
  YamlType,
  imageExtensions,
  isObjectSpec,
  isWords,
  patternFormats,
} from "../../model/content-model"
import { contentTypes } from "../../node/content/content-types"
import { markdownFormat } from "../front-matter"
import { localBackendPath, notConnectedBackend } from "../connection"
import { defaultLocale, locales } from "../../model/locales"

/**
 * Decap CMS config generated from the content model (a collection per folder or file, a widget per field with its
 * rules), so a model field appears in the CMS with no other edit. Translated types use Decap's i18n, one file per
 * language.
 */

/**
 * Pictures live in an images/ folder next to the file that uses them (content/news/images), or, for the
 * translated YAML files, each in a folder of its own (content/team/), and the types whose pictures are shared
 * (`sharedPictures`), in content/images. Decap looks for a picture by its file name in that folder alone.
 */
export const mediaFolder = "images"
export const sharedMediaFolder = `../${mediaFolder}`

export { localBackendPath }

/** The Markdown text below the front matter. */
export const bodyField: CmsField & { sanitize_preview: boolean } = {
  name: "body",
  label: "Text",
  widget: "markdown",
  // What the site's pages style; the site shows no pictures inside the text, so there is no button for one.
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
  editor_components: [],
  // Decap's own preview (for a collection with no template in src/cms/previews.tsx) would run HTML written in the
  // text, in the editor's page where the Git token lives; this has Decap sanitize it (DOMPurify).
  sanitize_preview: true,
}

/** "imageAlt" → "Image alt", "SiteSettings" → "Site settings", "who-we-are" → "Who we are". */
function inWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`

/** The rules of the field's type, in words, after the model's own hint. */
function hintFor(spec: FieldSpec): string | undefined {
  const rules: string[] = spec.hint ? [spec.hint] : []
  const { type, min, max } = spec
  if (type === "Date") rules.push("Written YYYY-MM-DD, for example 2026-03-14.")
  if (type === "DateTime") rules.push("On Nairobi clocks, written YYYY-MM-DD HH:MM, for example 2026-12-04 08:00.")
  if (type === "Image") rules.push(`A ${imageExtensions.join(", ")} picture.`)
  if (!spec.list && (type === "Int" || type === "Float")) {
    const kind = type === "Int" ? "A whole number" : "A number"
    if (min !== undefined && max !== undefined) rules.push(`${kind} from ${min} to ${max}.`)
    else if (min !== undefined) rules.push(`${kind}, at least ${min}.`)
    else if (max !== undefined) rules.push(`${kind}, at most ${max}.`)
  }
  if (!spec.list && type === "String" && !spec.oneOf) {
    if (min !== undefined && min === max) rules.push(`Exactly ${plural(min, "character")}.`)
    else if (min !== undefined) rules.push(`At least ${plural(min, "character")}.`)
    else if (max !== undefined) rules.push(`At most ${plural(max, "character")}.`)
  }
  if (spec.list && min !== undefined) rules.push(`At least ${plural(min, "item")}.`)
  return rules.length > 0 ? rules.join(" ") : undefined
}

/** The summary of a list item: its first plain text field, so a closed item says which one it is. */
function summaryFor(spec: ObjectSpec): string | undefined {
  const first = Object.entries(spec.fields).find(([, field]) => field.type === "String" && !field.list)
  return first ? `{{fields.${first[0]}}}` : undefined
}

/** The widgets the content model's types call for. */
type Widget =
  | (CmsFieldStringOrText & Pick<CmsFieldBase, "pattern">)
  | CmsFieldNumber
  | CmsFieldBoolean
  | CmsFieldDateTime
  | (CmsFieldFileOrImage & Pick<CmsFieldBase, "media_folder" | "public_folder">)
  | CmsFieldSelect
  | CmsFieldObject
  | CmsFieldRelation

/**
 * How a collection's fields are edited: where its pictures go, and whether it is translated (then each field is
 * written in every language, or copied from English where it is not words: a picture, a date, a choice).
 */
interface FieldContext {
  media: string
  translated: boolean
}

const plainFields: FieldContext = { media: mediaFolder, translated: false }

/** The widget for one value of the field's type, without what makes it a list. */
function widgetFor(spec: FieldSpec, context: FieldContext): Widget {
  const { type } = spec
  if (isObjectSpec(type)) {
    // Inside a group or list written per language, every part is written per language.
    return { widget: "object", fields: fieldsOf(type, context, true), summary: summaryFor(type) }
  }
  if (spec.oneOf) return { widget: "select", options: [...spec.oneOf] }
  if (spec.refersTo) {
    // Staff pick the service by its title; the file's name (its slug, the same in every language) is written.
    return {
      widget: "relation",
      collection: spec.refersTo,
      value_field: "{{slug}}",
      search_fields: ["title"],
      display_fields: ["title"],
    }
  }
  switch (type) {
    case "String": {
      const length = spec.list ? {} : lengthPattern(spec)
      return { widget: spec.multiline ? "text" : "string", ...length, ...formatPattern(spec) }
    }
    case "Int":
    case "Float":
      return {
        widget: "number",
        value_type: type === "Int" ? "int" : "float",
        ...(spec.list ? {} : { min: spec.min, max: spec.max }),
      }
    case "Boolean":
      return { widget: "boolean" }
    case "Date":
      return {
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "YYYY-MM-DD",
        time_format: false,
        default: "{{now}}",
      }
    case "DateTime":
      // The picker's time as it is, with no time zone: the site reads it on Nairobi clocks (siteTimeZone).
      return { widget: "datetime", format: "YYYY-MM-DD HH:mm", date_format: "YYYY-MM-DD", time_format: "HH:mm" }
    case "Image":
      // Relative to the entry's own folder; Decap writes the picture's path as images/x.jpg.
      return { widget: "image", media_folder: context.media, public_folder: context.media, choose_url: false }
  }
}

/** Decap refuses what the content check refuses, before the save. */

function lengthPattern({ min, max }: FieldSpec): Pick<CmsField, "pattern"> {
  if (min === undefined && max === undefined) return {}
  const range = `{${min ?? 0},${max ?? ""}}`
  return { pattern: [`^[\\s\\S]${range}$`, hintFor({ type: "String", min, max }) ?? ""] }
}

/** A format the model states as a pattern is checked as staff type, with the content check's own words. */
function formatPattern({ format }: FieldSpec): Pick<CmsField, "pattern"> {
  if (!format || !(format in patternFormats)) return {}
  const { pattern, says } = patternFormats[format as keyof typeof patternFormats]
  return { pattern: [pattern, `${says.charAt(0).toUpperCase()}${says.slice(1)}.`] }
}

function cmsField(name: string, spec: FieldSpec, context = plainFields, nested = false): CmsField {
  const base: CmsFieldBase = { name, label: spec.label ?? inWords(name), required: !spec.optional, hint: hintFor(spec) }
  if (context.translated) base.i18n = nested || isWords(spec) ? true : "duplicate"
  const item = widgetFor(spec, context)
  if (!spec.list) return { ...base, ...item }
  if (item.widget === "select") return { ...base, ...item, multiple: true, min: spec.min, max: spec.max }
  const list = { ...base, widget: "list" as const, min: spec.min, max: spec.max }
  if (item.widget === "object") {
    const singular = inWords(isObjectSpec(spec.type) ? spec.type.name : name)
    return { ...list, fields: item.fields, summary: item.summary, label_singular: singular }
  }
  // A list of plain values (text, numbers): each item is the value itself, not a group of fields.
  return { ...list, field: { name: "item", label: base.label, ...item } }
}

function fieldsOf(spec: ObjectSpec, context = plainFields, nested = false): CmsField[] {
  return Object.entries(spec.fields).map(([name, field]) => cmsField(name, field, context, nested))
}

const label = (type: ContentType) => type.label ?? inWords(type.name)

/** Translated files are written one per language, side by side in the editor. */
const i18n = (type: ContentType) => (type.translated ? { i18n: true } : {})

/**
 * A folder whose files are all of one kind of its own, which staff may not add to or remove from: the sections
 * the pages pick by name, and each translated YAML file (Decap translates a single file only as one holding
 * every language, so each lives in a folder of its own, as home/home.en.yaml and home/home.sw.yaml).
 */
function fixedFolder(type: ContentType, folder: string, extension: string, media: string) {
  return {
    folder,
    extension,
    create: false,
    delete: false,
    summary: label(type),
    media_folder: media,
    public_folder: media,
  }
}

function markdownCollection(type: MarkdownType): CmsCollection {
  const folder = `content/${type.dir}`
  const media = type.sharedPictures ? sharedMediaFolder : mediaFolder
  const context = { media, translated: Boolean(type.translated) }
  const fields = [...fieldsOf(type, context), { ...bodyField, ...(type.translated ? { i18n: true } : {}) }]
  const common = {
    name: type.name,
    label: label(type),
    label_singular: inWords(type.name),
    format: markdownFormat.name,
    ...i18n(type),
  }
  if (type.files && type.translated) {
    return {
      ...common,
      ...fixedFolder(type, folder, "md", media),
      summary: "{{title}}",
      fields,
    }
  }
  if (type.files) {
    const files = type.files.map(file => ({
      name: path.basename(file, ".md"),
      label: inWords(path.basename(file, ".md")),
    }))
    return {
      ...common,
      files: files.map(({ name, label }) => ({ name, label, file: `${folder}/${name}.md`, fields })),
    }
  }
  return {
    ...common,
    folder,
    create: true,
    extension: "md",
    slug: type.datedFileNames ? "{{year}}-{{month}}-{{day}}-{{slug}}" : "{{slug}}",
    media_folder: media,
    public_folder: media,
    fields,
  }
}

/** A folder of YAML files staff add to: one file per entry, named from its first field's words. */
function yamlFolderCollection(type: YamlFolderType): CmsCollection {
  const [first, spec] = Object.entries(type.fields)[0]
  const identifier = isObjectSpec(spec.type) ? `${first}.${Object.keys(spec.type.fields)[0]}` : first
  return {
    name: type.name,
    label: label(type),
    label_singular: inWords(type.name),
    folder: `content/${type.dir}`,
    create: true,
    extension: "yaml",
    format: "yaml",
    identifier_field: identifier,
    slug: "{{slug}}",
    fields: fieldsOf(type),
  }
}

/** The fields of a YAML file: its own, or its list's items under the list's key. */
function yamlFields(type: YamlType, context: FieldContext): CmsField[] {
  if (type.shape === "object") return fieldsOf(type, context)
  const items: FieldSpec = { type: { name: type.name, fields: type.fields }, list: true, min: 1, label: label(type) }
  return [cmsField(type.key, items, context)]
}

function yamlFile(type: YamlType): CmsCollectionFile {
  return { name: type.name, label: label(type), file: `content/${type.file}`, fields: yamlFields(type, plainFields) }
}

/** A translated YAML file: a folder of its own holding it in each language. */
function translatedYamlCollection(type: YamlType): CmsCollection {
  const folder = `content/${path.posix.dirname(type.file)}`
  return {
    name: type.name,
    label: label(type),
    ...i18n(type),
    ...fixedFolder(type, folder, "yaml", sharedMediaFolder),
    format: "yaml",
    fields: yamlFields(type, { media: sharedMediaFolder, translated: true }),
  }
}

/**
 * Every content folder and file is a collection: Markdown folders are folder collections (or file collections
 * when the pages pick their files by name); a top-level YAML file is a file collection of its own, and the YAML
 * files of a sub-folder (content/demo) share one.
 */
export function cmsCollections(types: readonly ContentType[] = contentTypes): CmsCollection[] {
  const collections: CmsCollection[] = []
  const folders = new Map<string, CmsCollection>()
  for (const type of types) {
    if (type.source === "markdown") {
      collections.push(markdownCollection(type))
      continue
    }
    if (type.source === "yaml-folder") {
      collections.push(yamlFolderCollection(type))
      continue
    }
    if (type.translated) {
      collections.push(translatedYamlCollection(type))
      continue
    }
    const folder = path.posix.dirname(type.file)
    if (folder === ".") {
      collections.push({ name: type.name, label: label(type), files: [yamlFile(type)] })
      continue
    }
    const group = folders.get(folder) ?? { name: folder, label: inWords(folder), files: [] }
    if (!folders.has(folder)) {
      folders.set(folder, group)
      collections.push(group)
    }
    group.files?.push(yamlFile(type))
  }
  return collections
}

/** The fields the editor shows for a file of `type`: its collection's, or its file's in a collection of files. */
function editorFieldsOf(type: ContentType, collections: readonly CmsCollection[]): readonly CmsField[] {
  for (const collection of collections) {
    if (collection.name === type.name && collection.fields) return collection.fields
    const file = collection.files?.find(f => f.name === type.name)
    if (file) return file.fields
  }
  return []
}

/** A picture a file names, at `field`, and the file the editor looks for in its place. */
export interface EditorPicture {
  field: string
  value: string
  lookedFor: string
}

/**
 * Each picture `data` (a file's fields, as written) names under `fields`, with where the editor looks for it: as
 * Decap's selectMediaFilePath does, in the field's media folder, relative to the file's own, by file name alone.
 */
function picturesIn(fields: readonly CmsField[], data: unknown, dir: string, at = ""): EditorPicture[] {
  if (typeof data !== "object" || data === null) return []
  return fields.flatMap(field => {
    const value = (data as Record<string, unknown>)[field.name]
    const name = `${at}${field.name}`
    if (field.widget === "image") {
      if (typeof value !== "string") return []
      // Every picture field names its folder (widgetFor).
      return [{ field: name, value, lookedFor: path.join(dir, field.media_folder ?? "", path.basename(value)) }]
    }
    const inner = "fields" in field ? (field.fields ?? []) : []
    if (!Array.isArray(value)) return picturesIn(inner, value, dir, `${name}.`)
    return value.flatMap((item, index) => picturesIn(inner, item, dir, `${name}[${index}].`))
  })
}

let allCollections: CmsCollection[] | undefined

/**
 * The pictures that a file of `type` at `file` names (`data`, its fields as written), each with the file the editor
 * shows for it: the picture itself only when that is where the picture is.
 */
export function editorPictures(type: ContentType, file: string, data: unknown): EditorPicture[] {
  allCollections ??= cmsCollections()
  return picturesIn(editorFieldsOf(type, allCollections), data, path.dirname(file))
}

/** The Git hosts the editor can save to once the site is online; CMS_BACKEND naming another stops the build. */
const gitBackends = ["github", "gitlab", "git-gateway"] as const satisfies readonly CmsBackendType[]

/**
 * CMS_BACKEND: Decap's backend settings, and one setting of the editor's own, `publish_mode`, "editorial_workflow"
 * unless it says "simple" (`defaultPublishMode`).
 */
export type CmsBackendSetting = CmsBackend & { publish_mode?: CmsPublishMode }

const publishModes: readonly string[] = ["simple", "editorial_workflow"]

/**
 * A change is saved as a draft (a branch and a pull request), moved to In review, then Ready, and reaches main, which
 * goes live, only when someone publishes it. decap-server on a laptop has no workflow: Decap saves straight there.
 */
const defaultPublishMode: CmsPublishMode = "editorial_workflow"

export interface CmsConfigOptions {
  /** Where saves go once the site is online (CMS_BACKEND); without it, decap-server on this computer only. */
  backend?: CmsBackendSetting
  siteUrl?: string
}

export function cmsConfig({ backend, siteUrl }: CmsConfigOptions): CmsConfig {
  const setting: CmsBackendSetting = backend ?? { ...notConnectedBackend }
  const { publish_mode = defaultPublishMode, ...gitBackend } = setting
  return {
    backend: gitBackend,
    publish_mode,
    // Only on a laptop (localhost): edit the files of the working copy through decap-server, with no account.
    local_backend: { url: localBackendPath },
    load_config_file: false,
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: `content/${mediaFolder}`,
    public_folder: mediaFolder,
    // File names and addresses made of plain letters, digits and dashes, whatever the title.
    slug: { encoding: "ascii", clean_accents: true },
    // One file per language, named with it (x.en.md, x.sw.md), as staff who commit name them.
    i18n: { structure: "multiple_files", locales: [...locales], default_locale: defaultLocale },
    collections: cmsCollections(),
  }
}

const example = `{"name":"gitlab","repo":"<group>/<project>","branch":"main","auth_type":"pkce","app_id":"<id>"}`
const badSetting = (problem: string) =>
  new Error(
    `CMS_BACKEND ${problem}. Set it to the editor's backend settings as JSON, e.g. ${example}, or leave it unset; see docs/it.md.`,
  )

/**
 * The editor's Git host from CMS_BACKEND (JSON, see docs/it.md), or undefined when unset (editor not connected).
 * Throws, naming the variable, on invalid JSON, an unknown backend, no "repo" for GitHub/GitLab, a non-https address or
 * an unknown "publish_mode".
 */
export function backendFromEnvironment(value = process.env.CMS_BACKEND): CmsBackendSetting | undefined {
  if (!value?.trim()) return undefined
  let setting: unknown
  try {
    setting = JSON.parse(value)
  } catch (error) {
    throw badSetting(`is not valid JSON (${error instanceof Error ? error.message : String(error)})`)
  }
  if (typeof setting !== "object" || setting === null || Array.isArray(setting)) {
    throw badSetting(`must be a JSON object with a "name", but is ${JSON.stringify(setting)}`)
  }
  const { name, repo, publish_mode } = setting as Record<string, unknown>
  if (typeof name !== "string" || !(gitBackends as readonly string[]).includes(name)) {
    throw badSetting(`names the backend ${JSON.stringify(name)}; the editor saves to one of ${gitBackends.join(", ")}`)
  }
  if (name !== "git-gateway" && (typeof repo !== "string" || !repo.includes("/"))) {
    throw badSetting(`needs "repo", the repository as "<owner>/<name>", for the ${name} backend`)
  }
  for (const key of ["base_url", "api_root"]) {
    const url = (setting as Record<string, unknown>)[key]
    if (url !== undefined && (typeof url !== "string" || !/^https:\/\/[^/\s]+/.test(url))) {
      throw badSetting(`has "${key}" ${JSON.stringify(url)}; it is an address starting with https://`)
    }
  }
  if (publish_mode !== undefined && !publishModes.includes(String(publish_mode))) {
    throw badSetting(`has "publish_mode" ${JSON.stringify(publish_mode)}; it is one of ${publishModes.join(", ")}`)
  }
  return setting as CmsBackendSetting
}
