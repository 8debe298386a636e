import type { Formatter } from "decap-cms-core"
import { dumpYaml, readFrontMatter } from "../model/front-matter"

/**
 * Markdown files as the CMS reads and writes them. Decap's own "frontmatter" format lets a file's first line
 * choose gray-matter's JavaScript engine, which would run a file's front matter in the editor's page, where the
 * Git token is kept; this one reads YAML only, as the content check does, and refuses anything else.
 */
export const markdownFormat = {
  name: "yaml-only-frontmatter",
  fromFile(content) {
    const { data, body } = readFrontMatter(content)
    return { ...(data as object), body }
  },
  toFile(data, sortedKeys = []) {
    const { body = "", ...fields } = data as Record<string, unknown>
    // The fields in the order of the collection, then any the file had beyond them.
    const keys = [
      ...sortedKeys.filter(key => key in fields),
      ...Object.keys(fields).filter(k => !sortedKeys.includes(k)),
    ]
    const ordered = Object.fromEntries(keys.map(key => [key, fields[key]]))
    // One line break at the end, as Decap's own format writes, so an unchanged entry reads as unchanged.
    return `---\n${dumpYaml(ordered)}---\n${String(body)}`.trim() + "\n"
  },
} satisfies Formatter & { name: string }
