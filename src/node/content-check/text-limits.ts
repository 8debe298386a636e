import { textLimits } from "../../model/content-model"
import type { ContentError } from "./content-error"

// A line's quotes and list items: each ">", each list mark ("-", "+", "*", "1." or "1)") and its indent.
const containers = /^([ \t]*)((?:(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t]))[ \t]*)*)/
const containerMark = />|[-+*]|\d{1,9}[.)]/g

const isBlank = (char?: string) => char === undefined || /\s/.test(char)
const isPunctuation = (char?: string) => char !== undefined && /[\p{P}\p{S}]/u.test(char)

/** +1 for a run of * or _ that opens bold or italic text, -1 for one that closes it, as CommonMark tells them apart. */
function emphasisStep(before?: string, after?: string): number {
  const opens = !isBlank(after) && (!isPunctuation(after) || isBlank(before) || isPunctuation(before))
  const closes = !isBlank(before) && (!isPunctuation(before) || isBlank(after) || isPunctuation(after))
  return opens === closes ? 0 : opens ? 1 : -1
}

/**
 * The line of a Markdown text (from 1) where it first nests deeper than the limit, counted in one pass and never
 * less deep than the Markdown reader reads it: a level for each two columns of indent, as a list nests, and each
 * mark of a quote or list, link ([) or bold and italic text still open in the paragraph.
 */
function tooDeepAt(markdown: string): number | undefined {
  let open = 0
  for (const [index, line] of markdown.split("\n").entries()) {
    if (line.trim() === "") open = 0
    const [, indent, marks] = containers.exec(line) as RegExpExecArray
    const blocks = Math.floor(indent.replace(/\t/g, "    ").length / 2) + (marks.match(containerMark)?.length ?? 0)
    let deepest = open
    for (let at = 0; at < line.length; at++) {
      const char = line[at]
      if (char === "\\") at++
      else if (char === "[") open++
      else if (char === "]") open = Math.max(0, open - 1)
      else if (char === "*" || char === "_") {
        let end = at
        while (line[end + 1] === char) end++
        open = Math.max(0, open + emphasisStep(line[at - 1], line[end + 1]))
        at = end
      }
      deepest = Math.max(deepest, open)
    }
    if (blocks + deepest > textLimits.depth) return index + 1
  }
  return undefined
}

/** The line (from 1) where a paragraph longer than the limit starts: the reader's time grows faster than one's length. */
function longParagraphAt(markdown: string): number | undefined {
  let start = 0
  let length = 0
  for (const [index, line] of markdown.split("\n").entries()) {
    if (line.trim() === "") length = 0
    else if ((length += line.length) === line.length) start = index
    if (length > textLimits.paragraph) return start + 1
  }
  return undefined
}

/**
 * A text too long or nested too deep for the Markdown reader, whose time and stack grow faster than the text: each
 * with its own message. `firstLine` is the file's line the text starts on, below its front matter.
 */
export function textLimitErrors(body: string, firstLine: number, shownAs: string): ContentError[] {
  const mistake = (message: string) => ({ file: shownAs, field: "body", message: `(the text) ${message}` })
  const errors: ContentError[] = []
  if (body.length > textLimits.characters) {
    const [length, limit] = [body.length, textLimits.characters].map(count => count.toLocaleString("en"))
    errors.push(
      mistake(
        `is ${length} characters long, more than the ${limit} a text may have: shorten it, or split it into several articles`,
      ),
    )
  }
  // Nesting first: a deep text is mostly one long paragraph, and its nesting is what to fix.
  const deep = tooDeepAt(body)
  const long = deep === undefined ? longParagraphAt(body) : undefined
  if (deep !== undefined) {
    errors.push(
      mistake(
        `nests quotes, lists, links or bold and italic text more than ${textLimits.depth} levels deep, at line ${firstLine + deep - 1}: ` +
          `a reader follows a few levels at most; remove the extra ">", list marks, "[" or "*" there`,
      ),
    )
  }
  if (long !== undefined) {
    errors.push(
      mistake(
        `has a paragraph of more than ${textLimits.paragraph.toLocaleString("en")} characters, from line ${firstLine + long - 1}: ` +
          "split it into shorter paragraphs with a blank line between them",
      ),
    )
  }
  return errors
}
