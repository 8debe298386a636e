import { CORE_SCHEMA, YAMLException, dump, load } from "js-yaml"

/**
 * How every content file is read. Content is data, so nothing in it may choose its parser: gray-matter's `---js` runs a
 * file as code, and it needs Node's Buffer, missing in the CMS page; front matter is only YAML between --- lines.
 */

/**
 * A YAML alias (*name), which repeats the value an anchor (&name) marks. No content needs one, and a chain of them
 * in a file of 1 KB stands for more values than could be read in days, as each link doubles the one before.
 */
export class YamlAliasError extends YAMLException {}

/**
 * Dates stay strings (no silent roll-over of 2026-02-31 into March) and the file is parsed exactly as staff wrote
 * it. The core schema knows no tags that build objects or functions.
 */
export function parseYaml(source: string): unknown {
  try {
    return load(source, { schema: CORE_SCHEMA, maxAliases: 0 })
  } catch (error) {
    // js-yaml's own refusal of the first alias, told in staff's words at the same place in the file.
    if (!(error instanceof YAMLException) || !error.reason.includes("maxAliases")) throw error
    const says = "repeats a value with a YAML alias (*name), which content files may not use: write the value itself"
    throw new YamlAliasError(`${says} in each place, without the & and * marks`, error.mark)
  }
}

/** YAML as the CMS writes it back: on one line however long, so that a file reads as staff left it; no aliases. */
export function dumpYaml(data: unknown): string {
  return dump(data, { schema: CORE_SCHEMA, lineWidth: -1, skipInvalid: true, noRefs: true })
}

/** A front matter marked as another language than YAML, like `---js`. */
export class FrontMatterLanguageError extends Error {}

// The opening line, the YAML and the closing line; a BOM is allowed in front.
const opening = /^\uFEFF?---([^\r\n]*)/
const frontMatter = /^\uFEFF?---[^\r\n]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/

/** Whether a Markdown file starts with a front matter: a line of --- alone, its fields, and another such line. */
export const hasFrontMatter = (source: string) => frontMatter.test(source)

/** The front matter of a Markdown file, parsed as YAML only, and the text below it; a file without one is all text. */
export function readFrontMatter(source: string): { data: unknown; body: string } {
  const language = opening.exec(source)?.[1].trim()
  if (language && language !== "yaml") {
    throw new FrontMatterLanguageError(
      `is marked as ${language} ("---${language}"), which the site never reads: write it in YAML, after a line of --- alone`,
    )
  }
  const match = frontMatter.exec(source)
  if (!match) return { data: {}, body: source }
  const [whole, yaml = ""] = match
  // A front matter of blank lines and comments holds no fields, which YAML itself would call no document at all.
  // Line by line, in one pass: a pattern over the whole would rescan a long run of blank lines from each of them.
  const blank = yaml.split("\n").every(line => /^(#|$)/.test(line.trim()))
  return { data: blank ? {} : (parseYaml(yaml) ?? {}), body: source.slice(whole.length) }
}
