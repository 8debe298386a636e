import fs from "fs"
import path from "path"
import matter from "gray-matter"
import yaml from "js-yaml"
import { ContentType, MarkdownType, markdownTypes, yamlTypes } from "./content-model"
import { slugOf } from "./slug"
import { fieldPath, fileSchema } from "./validation-schema"

export interface ContentError {
  /** Path relative to the project, e.g. content/news/2026-01-10-ecare.md */
  file: string
  /** Field path inside the file, e.g. title or services[2].lines */
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

function yamlErrorMessage(error: unknown): string {
  if (error instanceof yaml.YAMLException) {
    const line = error.mark ? ` (line ${error.mark.line + 1}, column ${error.mark.column + 1})` : ""
    return `is not valid YAML: ${error.reason}${line}`
  }
  return `could not be read: ${String(error)}`
}

/** The content type of a file, from its path under content/ ("news/2026-01-10-x.md"); none for a stray file. */
export function contentTypeOf(relativePath: string): ContentType | undefined {
  const posix = relativePath.split(path.sep).join("/")
  if (posix.endsWith(".md")) {
    const dir = path.posix.dirname(posix)
    const name = path.posix.basename(posix)
    return markdownTypes.find(t => t.dir === dir && (!t.files || t.files.includes(name)))
  }
  return yamlTypes.find(t => t.file === posix)
}

export interface CheckedFile {
  /** The records the file holds, with the values the site uses (see validation-schema.ts); none when it has mistakes. */
  records?: Record<string, unknown>[]
  errors: ContentError[]
}

/**
 * Checks one file of `type` on its own: its syntax, its fields and, for Markdown, that it has text.
 * `shownAs` is the path printed in messages, e.g. content/news/2026-01-10-x.md.
 */
export function checkFile(type: ContentType, absolutePath: string, source: string, shownAs: string): CheckedFile {
  const errors: ContentError[] = []
  let data: unknown
  try {
    if (type.source === "markdown") {
      const parsed = parseFrontmatter(source)
      data = parsed.data
      if (parsed.content.trim() === "") errors.push({ file: shownAs, message: "has no text below the front matter" })
    } else {
      data = parseYaml(source)
    }
  } catch (error) {
    const message = yamlErrorMessage(error)
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
  const result = fileSchema(type, path.dirname(absolutePath)).safeParse(data)
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
    return { errors: [...fieldErrors, ...errors] }
  }
  if (errors.length > 0) return { errors }
  const output = result.data as Record<string, unknown>
  const records = type.source === "yaml" && type.shape === "list" ? output[type.key] : [output]
  return { records: records as Record<string, unknown>[], errors }
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? listFiles(full) : [full]
  })
}

/** Mistakes of a Markdown folder as a whole: no files, files it must hold, two articles at one address. */
function checkFolder(
  type: MarkdownType,
  checked: { file: string; shownAs: string; records: CheckedFile["records"] }[],
) {
  const errors: ContentError[] = []
  const folder = `content/${type.dir}`
  if (type.files) {
    const present = new Set(checked.map(({ file }) => path.basename(file)))
    for (const name of type.files.filter(name => !present.has(name))) {
      errors.push({ file: `${folder}/${name}`, message: "is missing" })
    }
  } else if (checked.length === 0) {
    errors.push({ file: folder, message: "holds no Markdown (.md) files" })
  }
  if (type.slugged) {
    const slugs = new Map<string, string>()
    for (const { file, shownAs, records } of checked) {
      if (!records) continue
      const slug = slugOf(records[0].slug, path.basename(file))
      const other = slugs.get(slug)
      if (other) {
        errors.push({
          file: shownAs,
          field: "slug",
          message: `"${slug}" is already used by ${other}: give one of them another file name or slug`,
        })
      } else {
        slugs.set(slug, shownAs)
      }
    }
  }
  return errors
}

/**
 * Checks every content file against the content model, and the content as a whole: files that must exist,
 * files in places the site does not read, two articles at one address.
 * `projectDir` is used only to print paths the way staff see them in the repository.
 */
export function validateContent(contentDir: string, projectDir = path.dirname(contentDir)): ContentError[] {
  const errors: ContentError[] = []
  const shown = (file: string) => path.relative(projectDir, file).split(path.sep).join("/")
  const files = listFiles(contentDir)
  const check = (type: ContentType, file: string) => {
    const result = checkFile(type, file, fs.readFileSync(file, "utf8"), shown(file))
    errors.push(...result.errors)
    return { file, shownAs: shown(file), records: result.records }
  }

  for (const type of yamlTypes) {
    const file = path.join(contentDir, type.file)
    if (fs.existsSync(file)) check(type, file)
    else errors.push({ file: shown(file), message: "is missing" })
  }

  const knownYaml = new Set(yamlTypes.map(t => path.join(contentDir, t.file)))
  for (const file of files.filter(f => /\.ya?ml$/.test(f) && !knownYaml.has(f))) {
    errors.push({
      file: shown(file),
      message: `is not a known content file (known: ${yamlTypes.map(t => `content/${t.file}`).join(", ")})`,
    })
  }

  for (const type of markdownTypes) {
    const dir = path.join(contentDir, type.dir)
    const inFolder = files.filter(f => f.endsWith(".md") && path.dirname(f) === dir)
    const known = inFolder.filter(f => !type.files || type.files.includes(path.basename(f)))
    for (const file of inFolder.filter(f => !known.includes(f))) {
      errors.push({
        file: shown(file),
        message: `is not one of the files of content/${type.dir}/ (${type.files?.join(", ")})`,
      })
    }
    errors.push(
      ...checkFolder(
        type,
        known.map(file => check(type, file)),
      ),
    )
  }

  const markdownDirs = new Set(markdownTypes.map(t => path.join(contentDir, t.dir)))
  for (const file of files.filter(f => f.endsWith(".md") && !markdownDirs.has(path.dirname(f)))) {
    errors.push({
      file: shown(file),
      message: `is not in a content folder (Markdown goes in ${markdownTypes.map(t => `content/${t.dir}/`).join(", ")})`,
    })
  }

  return errors
}
