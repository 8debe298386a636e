import fs from "fs"
import path from "path"
import matter from "gray-matter"
import yaml from "js-yaml"
import {
  ContentType,
  FieldSpec,
  ObjectSpec,
  imageExtensions,
  isObjectSpec,
  markdownTypes,
  yamlRecords,
  yamlTypes,
} from "./content-model"
import { slugOf } from "./slug"

export interface ContentError {
  /** Path relative to the project, e.g. content/news/2026-01-10-ecare.md */
  file: string
  /** Field path inside the file, e.g. title or [2].lines */
  field?: string
  message: string
}

export function formatContentError({ file, field, message }: ContentError): string {
  return field ? `${file}: field "${field}" ${message}` : `${file}: ${message}`
}

/**
 * Dates stay strings (no silent roll-over of 2026-02-31 into March) and
 * the file is parsed exactly as staff wrote it.
 */
export function parseYaml(source: string): unknown {
  return yaml.load(source, { schema: yaml.CORE_SCHEMA })
}

function parseFrontmatter(source: string) {
  return matter(source, { engines: { yaml: (s: string) => parseYaml(s) as object } })
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

function describe(value: unknown): string {
  if (value === null) return "empty"
  if (Array.isArray(value)) return "a list"
  return typeof value === "object" ? "an object" : JSON.stringify(value)
}

interface Context {
  file: string
  absoluteDir: string
  errors: ContentError[]
}

function checkScalar(spec: FieldSpec, value: unknown, field: string, ctx: Context): void {
  const fail = (message: string) => ctx.errors.push({ file: ctx.file, field, message })
  const { type } = spec
  if (isObjectSpec(type)) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      fail(`must be a group of fields (${Object.keys(type.fields).join(", ")}), not ${describe(value)}`)
      return
    }
    checkObject(type, value as Record<string, unknown>, `${field}.`, ctx)
    return
  }
  switch (type) {
    case "String":
      if (typeof value !== "string" || value.trim() === "") {
        fail(`must be text, not ${describe(value)}`)
        return
      }
      if (spec.oneOf && !spec.oneOf.includes(value)) {
        fail(`must be one of ${spec.oneOf.map(v => `"${v}"`).join(", ")}, not "${value}"`)
      }
      if (!spec.list && spec.min !== undefined && value.length < spec.min)
        fail(`must be at least ${spec.min} characters`)
      if (!spec.list && spec.max !== undefined && value.length > spec.max)
        fail(`must be at most ${spec.max} characters`)
      return
    case "Int":
    case "Float": {
      const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value
      if (typeof number !== "number" || Number.isNaN(number) || (type === "Int" && !Number.isInteger(number))) {
        fail(`must be ${type === "Int" ? "a whole number" : "a number"}, not ${describe(value)}`)
        return
      }
      if (!spec.list && spec.min !== undefined && number < spec.min) fail(`must be at least ${spec.min}, not ${number}`)
      if (!spec.list && spec.max !== undefined && number > spec.max) fail(`must be at most ${spec.max}, not ${number}`)
      return
    }
    case "Boolean":
      if (typeof value !== "boolean") fail(`must be true or false, not ${describe(value)}`)
      return
    case "Date":
      if (typeof value !== "string" || !isRealDate(value)) {
        fail(`must be a date written YYYY-MM-DD (for example 2026-03-14), not ${describe(value)}`)
      }
      return
    case "Image": {
      if (typeof value !== "string" || value.trim() === "") {
        fail(`must be the path of an image file, not ${describe(value)}`)
        return
      }
      const extension = path.extname(value).toLowerCase()
      if (!(imageExtensions as readonly string[]).includes(extension)) {
        fail(`must be a ${imageExtensions.join(", ")} image, not "${value}"`)
        return
      }
      if (!fs.existsSync(path.resolve(ctx.absoluteDir, value))) {
        fail(`points to "${value}", which does not exist next to this file`)
      }
      return
    }
  }
}

function checkField(spec: FieldSpec, value: unknown, field: string, ctx: Context): void {
  if (value === undefined || value === null || value === "") {
    if (!spec.optional) ctx.errors.push({ file: ctx.file, field, message: "is required but missing" })
    return
  }
  if (!spec.list) {
    checkScalar(spec, value, field, ctx)
    return
  }
  if (!Array.isArray(value)) {
    ctx.errors.push({
      file: ctx.file,
      field,
      message: `must be a list (lines starting with "- "), not ${describe(value)}`,
    })
    return
  }
  if (spec.min !== undefined && value.length < spec.min) {
    ctx.errors.push({ file: ctx.file, field, message: `must list at least ${spec.min} item(s)` })
  }
  value.forEach((item, index) =>
    checkScalar({ ...spec, min: undefined, max: undefined }, item, `${field}[${index}]`, ctx),
  )
}

function checkObject(spec: ObjectSpec, data: Record<string, unknown>, prefix: string, ctx: Context): void {
  for (const [name, fieldSpec] of Object.entries(spec.fields)) {
    checkField(fieldSpec, data[name], `${prefix}${name}`, ctx)
  }
  for (const name of Object.keys(data)) {
    if (!(name in spec.fields)) {
      ctx.errors.push({
        file: ctx.file,
        field: `${prefix}${name}`,
        message: `is not known here (allowed: ${Object.keys(spec.fields).join(", ")})`,
      })
    }
  }
}

function checkRecord(type: ContentType, data: unknown, prefix: string, ctx: Context): void {
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    ctx.errors.push({
      file: ctx.file,
      field: prefix || undefined,
      message: `must be a group of fields, not ${describe(data)}`,
    })
    return
  }
  checkObject(type, data as Record<string, unknown>, prefix ? `${prefix}.` : "", ctx)
}

function yamlErrorMessage(error: unknown): string {
  if (error instanceof yaml.YAMLException) {
    const line = error.mark ? ` (line ${error.mark.line + 1}, column ${error.mark.column + 1})` : ""
    return `is not valid YAML: ${error.reason}${line}`
  }
  return `could not be read: ${String(error)}`
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? listFiles(full) : [full]
  })
}

/**
 * Checks every content file against the content model.
 * `projectDir` is used only to print paths the way staff see them in the repository.
 */
export function validateContent(contentDir: string, projectDir = path.dirname(contentDir)): ContentError[] {
  const errors: ContentError[] = []
  const relative = (file: string) => path.relative(projectDir, file).split(path.sep).join("/")
  const context = (file: string): Context => ({ file: relative(file), absoluteDir: path.dirname(file), errors })
  const files = listFiles(contentDir)

  for (const type of yamlTypes) {
    const file = path.join(contentDir, type.file)
    if (!fs.existsSync(file)) {
      errors.push({ file: relative(file), message: "is missing" })
      continue
    }
    let data: unknown
    try {
      data = parseYaml(fs.readFileSync(file, "utf8"))
    } catch (error) {
      errors.push({ file: relative(file), message: yamlErrorMessage(error) })
      continue
    }
    const ctx = context(file)
    if (type.shape === "object") {
      checkRecord(type, data, "", ctx)
      continue
    }
    const items = yamlRecords(type, data)
    if (items.length === 0) {
      errors.push({
        file: ctx.file,
        field: type.key,
        message: `must be a list of items (each starting with "- ") under "${type.key}:"`,
      })
    }
    items.forEach((item, index) => checkRecord(type, item, `${type.key}[${index}]`, ctx))
  }

  const knownYaml = new Set(yamlTypes.map(t => path.join(contentDir, t.file)))
  for (const file of files.filter(f => /\.ya?ml$/.test(f) && !knownYaml.has(f))) {
    errors.push({
      file: relative(file),
      message: `is not a known content file (known: ${yamlTypes.map(t => `content/${t.file}`).join(", ")})`,
    })
  }

  for (const type of markdownTypes) {
    const dir = path.join(contentDir, type.dir)
    const markdownFiles = files.filter(f => f.endsWith(".md") && path.dirname(f) === dir)
    if (markdownFiles.length === 0) errors.push({ file: relative(dir), message: "holds no Markdown (.md) files" })
    const slugs = new Map<string, string>()
    for (const file of markdownFiles) {
      const ctx = context(file)
      let parsed: ReturnType<typeof parseFrontmatter>
      try {
        parsed = parseFrontmatter(fs.readFileSync(file, "utf8"))
      } catch (error) {
        errors.push({
          file: ctx.file,
          message: `has a front matter (the part between the --- lines) that ${yamlErrorMessage(error)}`,
        })
        continue
      }
      checkRecord(type, parsed.data, "", ctx)
      if (parsed.content.trim() === "") {
        errors.push({ file: ctx.file, message: "has no text below the front matter" })
      }
      if (type.slugged) {
        const slug = slugOf(parsed.data.slug, path.basename(file))
        const other = slugs.get(slug)
        if (other) {
          errors.push({
            file: ctx.file,
            field: "slug",
            message: `"${slug}" is already used by ${other}: give one of them another file name or slug`,
          })
        } else {
          slugs.set(slug, ctx.file)
        }
      }
    }
  }

  const markdownDirs = new Set(markdownTypes.map(t => path.join(contentDir, t.dir)))
  for (const file of files.filter(f => f.endsWith(".md") && !markdownDirs.has(path.dirname(f)))) {
    errors.push({
      file: relative(file),
      message: `is not in a content folder (Markdown goes in ${markdownTypes.map(t => `content/${t.dir}/`).join(", ")})`,
    })
  }

  return errors
}
