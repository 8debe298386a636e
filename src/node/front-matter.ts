import matter from "gray-matter"
import yaml from "js-yaml"

/**
 * How every content file is read: by the content check, node creation, the CMS and the scripts. Content is data:
 * nothing in a file may choose a parser that runs it as code.
 */

/**
 * Dates stay strings (no silent roll-over of 2026-02-31 into March) and the file is parsed exactly as staff wrote
 * it. The core schema knows no tags that build objects or functions.
 */
export function parseYaml(source: string): unknown {
  return yaml.load(source, { schema: yaml.CORE_SCHEMA })
}

/** YAML as the CMS writes it back: on one line however long, so that a file reads as staff left it. */
export function dumpYaml(data: unknown): string {
  return yaml.dump(data, { schema: yaml.CORE_SCHEMA, lineWidth: -1, skipInvalid: true })
}

/** A front matter in another language than YAML: `---js` would run the file as JavaScript in gray-matter. */
export class FrontMatterLanguageError extends Error {}

const refuse = (language: string) => () => {
  throw new FrontMatterLanguageError(
    `is marked as ${language} ("---${language}"), which the site never reads: write it in YAML, after a line of --- alone`,
  )
}

// Options add to gray-matter's built-in engines rather than replace them, so each of those is overridden here; a
// language it has no engine for, it refuses itself.
const engines = {
  yaml: { parse: (source: string) => parseYaml(source) as object, stringify: dumpYaml },
  json: refuse("json"),
  javascript: refuse("javascript"),
}

/** The language named after the first `---` ("js" for `---js`); none for a plain `---` or no front matter. */
function fenceLanguage(source: string): string {
  if (!source.startsWith("---")) return ""
  return matter.language(source).name
}

/** The front matter of a Markdown file, parsed as YAML only, and the text below it. */
export function readFrontMatter(source: string): { data: unknown; body: string } {
  const language = fenceLanguage(source)
  if (language && language !== "yaml") refuse(language)()
  const parsed = matter(source, { language: "yaml", engines })
  return { data: parsed.data, body: parsed.content }
}
