import path from "path"
import * as z from "zod"
import {
  ContentType,
  FieldSpec,
  ObjectSpec,
  TextFormat,
  hasExtension,
  imageExtensions,
  isObjectSpec,
  patternFormats,
} from "../../model/content-model"
import { siteTimeZone } from "../../model/content-model/values"
import { isFile, isPicture, isUnder } from "../content/content-types"

/**
 * The zod schemas of the content files, generated from the content model like the GraphQL schema, with
 * messages written for the staff who edit the files. Parsing also gives the values the site uses: numbers
 * written as text become numbers, and the site's address loses a trailing slash.
 */

/** A value as staff wrote it, for "…, not <value>". */
export function describe(value: unknown): string {
  if (value === null || value === undefined) return "empty"
  if (Array.isArray(value)) return "a list"
  return typeof value === "object" ? "an object" : JSON.stringify(value)
}

type Issue = z.core.$ZodRawIssue

/** A message for a value of the wrong kind; a value that is not there at all is reported as missing. */
function expected(message: (value: unknown) => string) {
  return { error: (issue: Issue) => (issue.input === undefined ? "is required but missing" : message(issue.input)) }
}

/** An empty line (`title:`) or empty quotes count as missing, like a field left out. */
const blankToMissing = (value: unknown) => (value === null || value === "" ? undefined : value)

/** YAML reads `zoom: "15"` as text; a number written in quotes is still a number. */
const numberFromText = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)) ? Number(value) : value

const httpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== ""
  } catch {
    return false
  }
}

function patternFormat(format: keyof typeof patternFormats) {
  const { pattern, says } = patternFormats[format]
  return { test: (value: string) => new RegExp(pattern).test(value), says }
}

const formats: Record<TextFormat, { test: (value: string) => boolean; says: string }> = {
  url: { test: httpUrl, says: "must be a web address starting with https:// or http://" },
  link: {
    // "//host" and "/\host" lead to another site, as browsers read them, and the link check follows only this one.
    test: value => /^(\/(?![/\\])|#)/.test(value) || /^(mailto|tel):\S/.test(value) || httpUrl(value),
    says: 'must be a web address (https://…), a path on this site ("/…" or "#…"), or a mailto: or tel: link',
  },
  origin: {
    // Nor a character a browser would drop (a tab, a line break) or escape (a space, a quotation mark).
    test: value => httpUrl(value) && /^[a-z]+:\/\/[^/?#\s"'<>\\`]+\/?$/i.test(value),
    says: "must be the site's address, like https://www.example.org, with nothing after the name",
  },
  slug: patternFormat("slug"),
  email: patternFormat("email"),
  clock: patternFormat("clock"),
}

function textSchema(spec: FieldSpec, limits: boolean): z.ZodType {
  const notText = (value: unknown) => `must be text, not ${describe(value)}`
  let schema = z
    .string(expected(notText))
    .refine(value => value.trim() !== "", { error: issue => notText(issue.input) })
  if (limits && spec.min !== undefined) schema = schema.min(spec.min, `must be at least ${spec.min} characters`)
  if (limits && spec.max !== undefined) schema = schema.max(spec.max, `must be at most ${spec.max} characters`)
  const { oneOf, format } = spec
  if (oneOf) {
    const allowed = oneOf.map(value => `"${value}"`).join(", ")
    return schema.pipe(
      z.enum(oneOf as [string, ...string[]], {
        error: issue => `must be one of ${allowed}, not ${describe(issue.input)}`,
      }),
    )
  }
  if (!format) return schema
  const checked = schema.refine(formats[format].test, {
    error: issue => `${formats[format].says}, not ${describe(issue.input)}`,
  })
  return format === "origin" ? checked.transform(value => value.replace(/\/$/, "")) : checked
}

function numberSchema(spec: FieldSpec, whole: boolean, limits: boolean): z.ZodType {
  const notNumber = expected(value => `must be ${whole ? "a whole number" : "a number"}, not ${describe(value)}`)
  let schema = z.number(notNumber)
  if (whole) schema = schema.int(notNumber)
  if (limits && spec.min !== undefined) {
    schema = schema.min(spec.min, { error: issue => `must be at least ${spec.min}, not ${issue.input}` })
  }
  if (limits && spec.max !== undefined) {
    schema = schema.max(spec.max, { error: issue => `must be at most ${spec.max}, not ${issue.input}` })
  }
  return z.preprocess(numberFromText, schema)
}

const dateTimeWritten = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/

/** A date-time on the hospital's clock, "2026-12-04 08:00", as the same moment with its offset (2026-12-04T08:00:00+03:00). */
function dateTimeSchema(): z.ZodType {
  const notDateTime = (value: unknown) =>
    `must be a date and time on Nairobi clocks, written YYYY-MM-DD HH:MM (for example 2026-12-04 08:00), not ${describe(value)}`
  return z
    .string(expected(notDateTime))
    .refine(
      value => {
        const match = dateTimeWritten.exec(value)
        // 2026-02-31 would roll over into March; hours run 00 to 23.
        return Boolean(match && z.iso.date().safeParse(match[1]).success && +match[2] < 24 && +match[3] < 60)
      },
      { error: issue => notDateTime(issue.input) },
    )
    .transform(value => `${value.replace(" ", "T")}:00${siteTimeZone.offset}`)
}

/** What staff are told of a file named as a picture that holds something else. */
export const notPictureInside =
  "which is not a JPEG, PNG, WebP or AVIF picture inside, whatever its name says: open it and save it again as one"

function imageSchema(dir: string, root: string): z.ZodType {
  const notPath = (value: unknown) => `must be the path of an image file, not ${describe(value)}`
  return z
    .string(expected(notPath))
    .refine(value => value.trim() !== "", { error: issue => notPath(issue.input), abort: true })
    .refine(value => hasExtension(imageExtensions, value), {
      error: issue => `must be a ${imageExtensions.join(", ")} image, not ${describe(issue.input)}`,
      abort: true,
    })
    .refine(value => isUnder(root, path.resolve(dir, value)), {
      error: issue =>
        `points to ${describe(issue.input)}, outside content/, which the site does not publish: put the picture in the images folder next to this file, like ./images/name.jpg`,
      abort: true,
    })
    .refine(value => isFile(path.resolve(dir, value)), {
      error: issue => `points to ${describe(issue.input)}, which does not exist next to this file`,
      abort: true,
    })
    .refine(value => isPicture(path.resolve(dir, value)), {
      error: issue => `points to ${describe(issue.input)}, ${notPictureInside}`,
    })
}

/** One value of a field; `limits` is false for the items of a list, whose min and max count the items. */
function valueSchema(spec: FieldSpec, dir: string, root: string, limits: boolean): z.ZodType {
  const { type } = spec
  if (isObjectSpec(type)) {
    const names = Object.keys(type.fields).join(", ")
    return objectSchema(type, dir, root, value => `must be a group of fields (${names}), not ${describe(value)}`)
  }
  switch (type) {
    case "String":
      return textSchema(spec, limits)
    case "Int":
    case "Float":
      return numberSchema(spec, type === "Int", limits)
    case "Boolean":
      return z.boolean(expected(value => `must be true or false, not ${describe(value)}`))
    case "Date":
      return z.iso.date(
        expected(value => `must be a date written YYYY-MM-DD (for example 2026-03-14), not ${describe(value)}`),
      )
    case "DateTime":
      return dateTimeSchema()
    case "Image":
      return imageSchema(dir, root)
  }
}

function fieldSchema(spec: FieldSpec, dir: string, root: string): z.ZodType {
  let schema = spec.list
    ? z.array(
        valueSchema(spec, dir, root, false),
        expected(value => `must be a list (lines starting with "- "), not ${describe(value)}`),
      )
    : valueSchema(spec, dir, root, true)
  if (spec.list && spec.min !== undefined) {
    schema = (schema as z.ZodArray).min(spec.min, `must list at least ${spec.min} item(s)`)
  }
  if (spec.list && spec.max !== undefined) {
    schema = (schema as z.ZodArray).max(spec.max, `must list at most ${spec.max} item(s)`)
  }
  return z.preprocess(blankToMissing, spec.optional ? schema.optional() : schema)
}

/** The declared fields and nothing else: a misspelt field is named, not ignored. */
function objectSchema(spec: ObjectSpec, dir: string, root: string, notObject: (value: unknown) => string): z.ZodType {
  const shape = Object.fromEntries(
    Object.entries(spec.fields).map(([name, field]) => [name, fieldSchema(field, dir, root)]),
  )
  const allowed = Object.keys(spec.fields).join(", ")
  const schema = z.strictObject(shape, {
    error: issue => {
      if (issue.code === "unrecognized_keys") return `is not known here (allowed: ${allowed})`
      return issue.input === undefined ? "is required but missing" : notObject(issue.input)
    },
  })
  const rules = Object.entries(spec.fields).flatMap(([name, field]) => [
    ...(field.after ? [{ name, earlier: field.after, strict: true }] : []),
    ...(field.notBefore ? [{ name, earlier: field.notBefore, strict: false }] : []),
  ])
  if (rules.length === 0) return schema
  return schema.check(context => {
    const value = context.value as Record<string, unknown>
    for (const { name, earlier: other, strict } of rules) {
      const [later, earlier] = [value[name], value[other]]
      // Checked dates, date-times (all with one offset) and clock times sort as text as the days and moments do.
      if (!isOrdered(later) || !isOrdered(earlier) || (strict ? later > earlier : later >= earlier)) continue
      context.issues.push({
        code: "custom",
        input: later,
        path: [name],
        message: strict
          ? `must be later than ${other} (${written(earlier)}), not ${written(later)}`
          : `must not be before ${other} (${earlier}), not ${describe(later)}`,
      })
    }
  })
}

/** A date, date-time or clock time the check has read (one it refused is compared with nothing). */
const isOrdered = (value: unknown): value is string =>
  typeof value === "string" &&
  (/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:00[+-]\d{2}:\d{2})?$/.test(value) || /^([01]\d|2[0-3]):[0-5]\d$/.test(value))

/** A checked date-time as staff wrote it: 2026-12-04T08:00:00+03:00 → "2026-12-04 08:00"; a clock time as it is. */
const written = (value: string) => JSON.stringify(value.slice(0, 16).replace("T", " "))

const recordSchema = (type: ContentType, dir: string, root: string) =>
  objectSchema(type, dir, root, value => `must be a group of fields, not ${describe(value)}`)

/**
 * The schema of a whole file of `type` lying in `dir` (images are looked up next to it, and must be under `root`,
 * content/). A list file holds
 * `{ [type.key]: [item, …] }`; anything else where that list should be gets one message saying where it goes.
 */
function buildFileSchema(type: ContentType, dir: string, root: string): z.ZodType {
  if (type.source !== "yaml" || type.shape === "object") return recordSchema(type, dir, root)
  const notList = `must be a list of items (each starting with "- ") under "${type.key}:"`
  const list = z.array(recordSchema(type, dir, root), { error: notList }).min(1, notList)
  const asGroup = (value: unknown) =>
    typeof value === "object" && value !== null && !Array.isArray(value) ? value : {}
  return z.preprocess(
    asGroup,
    z.strictObject(
      { [type.key]: list },
      { error: `is not known here: this file holds only the list "${type.key}:", each item starting with "- "` },
    ),
  )
}

const schemas = new Map<string, z.ZodType>()

export function fileSchema(type: ContentType, dir: string, root: string): z.ZodType {
  const key = `${type.name}\n${dir}\n${root}`
  let schema = schemas.get(key)
  if (!schema) {
    schema = buildFileSchema(type, dir, root)
    schemas.set(key, schema)
  }
  return schema
}

/** A field's position as staff find it in the file: `services[2].lines`. */
export function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (field, segment) =>
      typeof segment === "number" ? `${field}[${segment}]` : field ? `${field}.${String(segment)}` : String(segment),
    "",
  )
}
