/** @jest-environment node */
import fs from "fs"
import path from "path"
import type { CmsCollection, CmsField } from "decap-cms-core"
import {
  ContentType,
  FieldSpec,
  ObjectSpec,
  YamlType,
  patternFormats,
  filesOf,
  isObjectSpec,
  isWords,
  localizedName,
} from "../../src/model/content-model"
import { contentTypes, markdownTypes, yamlFolderTypes, yamlTypes } from "../../src/node/content/content-types"
import { defaultLocale, locales } from "../../src/model/locales"
import { fixtureContentDir, siteSettings } from "../support/fixtures"
import {
  backendFromEnvironment,
  bodyField,
  cmsCollections,
  cmsConfig,
  editorPictures,
  mediaFolder,
  sharedMediaFolder,
} from "../../src/cms/build/decap-config"
import { editorCanWork, isConnected, notConnectedBackend, withLocalBackendAt } from "../../src/cms/connection"
import { previewTemplates } from "../../src/cms/previews"
import { parseYaml, readFrontMatter } from "../../src/model/front-matter"
import { contentTypeOf } from "../../src/node/content-check/validate-content"

const collections = cmsCollections()

// Decap's field type is a union; the test reads the options it checks through one loose view of it.
type AnyField = CmsField & {
  widget?: string
  fields?: CmsField[]
  field?: CmsField
  options?: string[]
  multiple?: boolean
  min?: number
  max?: number
  value_type?: string
  format?: string
  time_format?: boolean | string
  media_folder?: string
  public_folder?: string
  i18n?: boolean | "translate" | "duplicate" | "none"
}
const loose = (field: CmsField) => field as AnyField

/** The collection of a translated YAML file: the folder of its own that holds it in each language. */
const yamlFolderOf = (type: YamlType) => `content/${path.posix.dirname(type.file)}`

/** The fields the CMS shows for each file of `type`, found by walking the generated collections. */
function cmsFieldsOf(type: ContentType): { where: string; fields: CmsField[] }[] {
  if (type.source === "markdown" || type.source === "yaml-folder") {
    const collection = collections.find(c => c.name === type.name)
    if (!collection) throw new Error(`no collection for content/${type.dir}/`)
    if (collection.folder) return [{ where: collection.folder, fields: collection.fields ?? [] }]
    return (collection.files ?? []).map(file => ({ where: file.file, fields: file.fields }))
  }
  const folder = type.translated ? collections.find(c => c.folder === yamlFolderOf(type)) : undefined
  const file = folder
    ? { file: String(folder.folder), fields: folder.fields ?? [] }
    : collections.flatMap(c => c.files ?? []).find(f => f.file === `content/${type.file}`)
  if (!file) throw new Error(`no collection for content/${type.file}`)
  if (type.shape === "object") return [{ where: file.file, fields: file.fields }]
  const [list, ...others] = file.fields.map(loose)
  expect(others).toEqual([])
  expect(list).toMatchObject({ name: type.key, widget: "list", min: 1 })
  if (type.translated) expect(list.i18n).toBe(true)
  return [{ where: `${file.file} ${type.key}`, fields: list.fields ?? [] }]
}

/**
 * What a type's fields are edited with beyond their widget: whether the type is translated, whether the field is
 * part of a group or list item, and where its pictures go.
 */
interface Walk {
  translated: boolean
  nested: boolean
  media: string
}

/** Translated YAML files each have a folder of their own, so their pictures are in content/images, one up. */
const walkOf = (type: ContentType): Walk => ({
  translated: Boolean(type.translated),
  // A list file's items are edited as a list, every part of which is written per language.
  nested: type.source === "yaml" && type.shape === "list",
  media:
    (type.source === "yaml" && type.translated) || (type.source === "markdown" && type.sharedPictures)
      ? sharedMediaFolder
      : mediaFolder,
})

/** Expects the widget the model's type calls for, for one value (not a list) of `spec`. */
function expectValueWidget(spec: FieldSpec, field: AnyField, where: string, walk: Walk): void {
  const { type } = spec
  if (isObjectSpec(type)) {
    expect(field.widget).toBe("object")
    expectAgreement(type, field.fields ?? [], where, { ...walk, nested: true })
    return
  }
  if (spec.oneOf) {
    expect(field).toMatchObject({ widget: "select", options: [...spec.oneOf] })
    return
  }
  if (spec.refersTo) {
    expect(field).toMatchObject({ widget: "relation", collection: spec.refersTo, value_field: "{{slug}}" })
    return
  }
  switch (type) {
    case "String":
      expect(field.widget).toBe(spec.multiline ? "text" : "string")
      if (spec.format && spec.format in patternFormats) {
        expect(field.pattern?.[0]).toBe(patternFormats[spec.format as keyof typeof patternFormats].pattern)
      }
      return
    case "Int":
    case "Float":
      expect(field).toMatchObject({ widget: "number", value_type: type === "Int" ? "int" : "float" })
      if (!spec.list) expect([field.min, field.max]).toEqual([spec.min, spec.max])
      return
    case "Boolean":
      expect(field.widget).toBe("boolean")
      return
    case "Date":
      expect(field).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false })
      expect(field.hint).toContain("YYYY-MM-DD")
      return
    case "DateTime":
      // The form the content check reads (zod-schemas.ts), on the picker's clock, which staff read as Nairobi's.
      expect(field).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD HH:mm" })
      expect(field.hint).toContain("Nairobi")
      return
    case "Image":
      expect(field).toMatchObject({ widget: "image", media_folder: walk.media, public_folder: walk.media })
      return
  }
}

/**
 * In a translated type, words are written in each language (as is every part of a group or list item), and
 * anything else (a picture, a date, a choice, a slug) is copied from English; other types are not translated.
 */
function expectTranslation(spec: FieldSpec, field: AnyField, at: string, { translated, nested }: Walk): void {
  const expected = translated ? (nested || isWords(spec) ? true : "duplicate") : undefined
  expect({ at, i18n: field.i18n }).toEqual({ at, i18n: expected })
}

/** Walks a model object and the CMS fields side by side: same names in the same order, same rules. */
function expectAgreement(spec: ObjectSpec, fields: CmsField[], where: string, walk: Walk): void {
  expect({ where, names: fields.map(f => f.name) }).toEqual({ where, names: Object.keys(spec.fields) })
  for (const [name, fieldSpec] of Object.entries(spec.fields)) {
    const field = loose(fields.find(f => f.name === name) as CmsField)
    const at = `${where} ${name}`
    expect({ at, required: field.required }).toEqual({ at, required: !fieldSpec.optional })
    expectTranslation(fieldSpec, field, at, walk)
    if (fieldSpec.hint) expect(field.hint).toContain(fieldSpec.hint)
    if (!fieldSpec.list) {
      expectValueWidget(fieldSpec, field, at, walk)
      continue
    }
    if (fieldSpec.oneOf) {
      expect(field).toMatchObject({ widget: "select", multiple: true, options: [...fieldSpec.oneOf] })
      expect(field.min).toBe(fieldSpec.min)
      continue
    }
    expect(field).toMatchObject({ widget: "list" })
    expect(field.min).toBe(fieldSpec.min)
    if (isObjectSpec(fieldSpec.type)) expectAgreement(fieldSpec.type, field.fields ?? [], at, { ...walk, nested: true })
    else expectValueWidget(fieldSpec, loose(field.field as CmsField), at, walk)
  }
}

test.each(contentTypes.map(type => [type.name, type] as const))(
  "the CMS edits %s with the fields, widgets, rules and translation of the content model",
  (_name, type) => {
    for (const { where, fields } of cmsFieldsOf(type)) {
      if (type.source === "markdown") {
        expect(fields.at(-1)).toEqual(type.translated ? { ...bodyField, i18n: true } : bodyField)
        expectAgreement(type, fields.slice(0, -1), where, walkOf(type))
      } else {
        expectAgreement(type, fields, where, walkOf(type))
      }
    }
  },
)

test("the CMS writes one file per language, named with it, English first", () => {
  const config = cmsConfig({ backend: backendFromEnvironment("") })
  expect(config.i18n).toEqual({ structure: "multiple_files", locales: [...locales], default_locale: defaultLocale })
  for (const type of contentTypes) {
    const collection = collections.find(
      c =>
        c.name === type.name ||
        c.folder === `content/${type.source === "yaml" ? path.posix.dirname(type.file) : type.dir}`,
    )
    expect({ type: type.name, i18n: collection?.i18n }).toEqual({
      type: type.name,
      i18n: type.translated ? true : undefined,
    })
  }
})

test("a translated YAML file is a folder of its own that staff edit in each language but cannot add to", () => {
  for (const type of yamlTypes.filter(t => t.translated)) {
    const collection = collections.find(c => c.folder === yamlFolderOf(type))
    expect(collection).toMatchObject({
      name: type.name,
      extension: "yaml",
      format: "yaml",
      create: false,
      delete: false,
    })
    expect(fs.readdirSync(path.join(fixtureContentDir, path.posix.dirname(type.file))).sort()).toEqual(
      locales.map(locale => path.posix.basename(localizedName(type.file, locale))).sort(),
    )
  }
})

test("every content folder and file has a collection, and every collection edits content the model knows", () => {
  const known = [
    ...markdownTypes.map(t => `content/${t.dir}`),
    ...yamlFolderTypes.map(t => `content/${t.dir}`),
    ...yamlTypes.map(t => (t.translated ? yamlFolderOf(t) : `content/${t.file}`)),
  ]
  const edited = collections.flatMap((c: CmsCollection) =>
    c.folder ? [c.folder] : (c.files ?? []).map(f => (f.file.endsWith(".md") ? path.posix.dirname(f.file) : f.file)),
  )
  expect([...new Set(edited)].sort()).toEqual(known.sort())
})

test("a folder the pages pick files from by name holds them in each language, and staff cannot add to it", () => {
  for (const type of markdownTypes.filter(t => t.files)) {
    const collection = collections.find(c => c.name === type.name)
    expect(collection).toMatchObject({ folder: `content/${type.dir}`, create: false, delete: false, i18n: true })
    // Each language's file of each name is in the fixture set, which the check finds complete.
    expect(fs.readdirSync(path.join(fixtureContentDir, type.dir)).sort()).toEqual(
      (type.files ?? []).flatMap(file => filesOf(type, file)).sort(),
    )
  }
})

test("new Markdown files are named as staff name them today, and their pictures go next to them or are shared", () => {
  for (const type of markdownTypes.filter(t => !t.files)) {
    const collection = collections.find(c => c.name === type.name)
    expect(collection).toMatchObject({
      folder: `content/${type.dir}`,
      create: true,
      extension: "md",
      slug: type.datedFileNames ? "{{year}}-{{month}}-{{day}}-{{slug}}" : "{{slug}}",
      media_folder: type.sharedPictures ? sharedMediaFolder : mediaFolder,
    })
  }
  expect(markdownTypes.find(t => t.dir === "news")?.datedFileNames).toBe(true)
})

test("the editor shows each picture of the fixture set from where it is: Decap looks for its name in one folder", () => {
  const files = fs.readdirSync(fixtureContentDir, { recursive: true, encoding: "utf8" })
  let pictures = 0
  for (const name of files) {
    const type = contentTypeOf(name)
    if (!type) continue
    const file = path.join(fixtureContentDir, name)
    const text = fs.readFileSync(file, "utf8")
    const data = type.source === "markdown" ? readFrontMatter(text).data : parseYaml(text)
    for (const { value, lookedFor } of editorPictures(type, file, data)) {
      pictures += 1
      expect({ name, value, lookedFor }).toEqual({ name, value, lookedFor: path.join(path.dirname(file), value) })
    }
  }
  expect(pictures).toBeGreaterThan(0)
})

test("staff add a service in both languages, and pick services by title wherever one is named", () => {
  const type = markdownTypes.find(t => t.dir === "services")!
  const collection = collections.find(c => c.name === type.name)
  expect(collection).toMatchObject({ folder: "content/services", create: true, slug: "{{slug}}", i18n: true })
  const fields = Object.fromEntries((collection?.fields ?? []).map(field => [field.name, loose(field)]))
  expect(fields.medicalSpecialty).toMatchObject({ widget: "select", required: false, i18n: "duplicate" })
  // The hours in site.yaml and a team member's services name a service by its file: one of the collection's.
  const named = contentTypes.flatMap(t =>
    Object.values(t.fields).flatMap(spec => (isObjectSpec(spec.type) ? Object.values(spec.type.fields) : [spec])),
  )
  const references = named.filter(spec => spec.refersTo)
  expect(references.length).toBeGreaterThanOrEqual(2)
  for (const spec of references) expect(spec.refersTo).toBe(type.name)
})

test("staff add pages of their own in both languages, each named after its address, with a preview", () => {
  const type = markdownTypes.find(t => t.atSiteRoot)!
  const collection = collections.find(c => c.name === type.name)
  expect(collection).toMatchObject({ folder: "content/pages", create: true, slug: "{{slug}}", i18n: true })
  const fields = Object.fromEntries((collection?.fields ?? []).map(field => [field.name, loose(field)]))
  expect(Object.keys(fields)).toEqual(expect.arrayContaining(["title", "description", "slug", "body"]))
  expect(fields.description).toMatchObject({ required: true, i18n: true })
  expect(fields.slug).toMatchObject({
    required: false,
    i18n: "duplicate",
    pattern: [patternFormats.slug.pattern, expect.any(String)],
  })
  expect(previewTemplates[type.name]).toBeDefined()
})

test.each(["health", "services"])("the %s folder's editor asks for both review dates, with date pickers", dir => {
  const type = markdownTypes.find(t => t.dir === dir)!
  const fields = (collections.find(c => c.name === type.name)?.fields ?? []).map(loose)
  for (const [name, label] of [
    ["reviewed", "Last reviewed"],
    ["nextReview", "Next review due"],
  ]) {
    expect(fields.find(field => field.name === name)).toMatchObject({
      label,
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
      i18n: "duplicate",
      required: true,
    })
  }
})

test("a field added to the content model appears in the CMS with no other edit", () => {
  const [first] = markdownTypes.filter(t => !t.files)
  const added: FieldSpec = { type: "String", optional: true, hint: "A field only this test knows" }
  const changed = contentTypes.map(t => (t === first ? { ...t, fields: { ...t.fields, addedByTest: added } } : t))
  const collection = cmsCollections(changed).find(c => c.name === first.name)
  expect(collection?.fields?.find(f => f.name === "addedByTest")).toMatchObject({
    widget: "string",
    required: false,
    hint: added.hint,
  })
})

test("the site's email is refused in the editor as the content check refuses it: one plain address", () => {
  const settings = collections.flatMap(c => c.files ?? []).find(file => file.file === "content/site.yaml")
  const [pattern, message] = loose(settings?.fields.find(field => field.name === "email") as CmsField).pattern ?? [
    "",
    "",
  ]
  // Decap reads the pattern with no flags.
  const accepts = (value: string) => new RegExp(pattern).test(value)
  expect(accepts(siteSettings.email)).toBe(true)
  expect(accepts("Reception.Desk+Booking@mail.hospital-mombasa.co.ke")).toBe(true)
  for (const value of [
    "a@b.org?cc=x@y.org",
    "a@b.org, x@y.org",
    "a@b.org x@y.org",
    "reception @b.org",
    "a@b",
    "a.b.org",
  ]) {
    expect({ value, accepted: accepts(value) }).toEqual({ value, accepted: false })
  }
  expect(message).toMatch(/one email address/i)
})

test("Decap's own preview of a Markdown text (for a collection without a preview of the site's) is sanitized", () => {
  expect(bodyField.sanitize_preview).toBe(true)
})

test("every preview is registered under the name of a collection or file the CMS has", () => {
  const names = collections.flatMap(c => [c.name, ...(c.files ?? []).map(f => f.name)])
  for (const name of Object.keys(previewTemplates)) expect(names).toContain(name)
})

test("without CMS_BACKEND the editor is not connected: decap-server on a laptop only", () => {
  for (const unset of [undefined, "", "  "]) {
    const config = cmsConfig({ backend: backendFromEnvironment(unset) })
    expect(config.local_backend).toEqual({ url: "/api/v1" })
    expect(config.backend).toEqual(notConnectedBackend)
    expect(isConnected(config)).toBe(false)
  }
})

test("the Git host's settings come from CMS_BACKEND; its publish_mode is the editorial workflow unless it says simple", () => {
  const gitlab = '{"name":"gitlab","repo":"hospital/site","auth_type":"pkce","app_id":"x"}'
  expect(backendFromEnvironment(gitlab)).toEqual({
    name: "gitlab",
    repo: "hospital/site",
    auth_type: "pkce",
    app_id: "x",
  })
  const config = cmsConfig({ backend: backendFromEnvironment(gitlab) })
  expect(isConnected(config)).toBe(true)
  expect(config.local_backend).toEqual({ url: "/api/v1" })
  // A save is a draft awaiting review, not a commit on main, which goes live.
  expect(config.publish_mode).toBe("editorial_workflow")
  expect(cmsConfig({}).publish_mode).toBe("editorial_workflow")

  const direct = cmsConfig({
    backend: backendFromEnvironment(
      '{"name":"github","repo":"hospital/site","base_url":"https://oauth.example.org","publish_mode":"simple"}',
    ),
  })
  expect(direct.publish_mode).toBe("simple")
  expect(direct.backend).toEqual({ name: "github", repo: "hospital/site", base_url: "https://oauth.example.org" })
})

test("the editor looks for decap-server at the page's own host and port, the whole address Decap needs", () => {
  const config = withLocalBackendAt(cmsConfig({}), "http://127.0.0.1:9000/cms/#/collections/NewsArticle")
  expect(config.local_backend).toEqual({ url: "http://127.0.0.1:9000/api/v1" })
  expect(withLocalBackendAt({ ...config, local_backend: true }, "http://localhost:8000/cms/").local_backend).toBe(true)
})

test.each([
  ["not JSON", "{name: github}", /^CMS_BACKEND is not valid JSON \(/],
  ["a JSON string", '"github"', /^CMS_BACKEND must be a JSON object with a "name", but is "github"/],
  [
    "an unknown backend",
    '{"name":"dropbox","repo":"a/b"}',
    /^CMS_BACKEND names the backend "dropbox"; the editor saves to one of github, gitlab, git-gateway/,
  ],
  ["no repository", '{"name":"github"}', /^CMS_BACKEND needs "repo"/],
  [
    "an address that is not https",
    '{"name":"gitlab","repo":"a/b","base_url":"http://git.local"}',
    /^CMS_BACKEND has "base_url"/,
  ],
  [
    "an unknown publish mode",
    '{"name":"gitlab","repo":"a/b","publish_mode":"review"}',
    /^CMS_BACKEND has "publish_mode" "review"/,
  ],
])("a CMS_BACKEND with %s is refused, naming the variable and the docs", (_what, value, message) => {
  expect(() => backendFromEnvironment(value)).toThrow(message)
  expect(() => backendFromEnvironment(value)).toThrow(/see docs\/it\.md\.$/)
})

test("on a public address an editor the build did not connect offers no login; on this computer it does", () => {
  const notConnected = cmsConfig({})
  const connected = cmsConfig({ backend: { name: "gitlab", repo: "hospital/site" } })
  expect(editorCanWork(notConnected, "www.hospital.example")).toBe(false)
  expect(editorCanWork(notConnected, "localhost")).toBe(true)
  expect(editorCanWork(notConnected, "127.0.0.1")).toBe(true)
  expect(editorCanWork(connected, "www.hospital.example")).toBe(true)
})

test("staff add and delete notices, each a YAML file named after its English message", () => {
  for (const type of yamlFolderTypes) {
    expect(collections.find(c => c.name === type.name)).toMatchObject({
      folder: `content/${type.dir}`,
      create: true,
      extension: "yaml",
      format: "yaml",
      identifier_field: `message.${defaultLocale}`,
    })
  }
})
