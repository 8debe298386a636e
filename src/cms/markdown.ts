import remark from "remark"
import toHast from "mdast-util-to-hast"
import toHtml from "hast-util-to-html"
import { safeHtml } from "../model/safe-html"
import { withHeadingIds } from "../model/heading-ids"

/** Markdown to HTML as the build makes it (gatsby-transformer-remark's parser and HTML writer), before sanitizing. */
export function markdownToRawHtml(markdown: string): string {
  const hast = toHast(remark().parse(markdown), { allowDangerousHtml: true })
  return toHtml(hast, { allowDangerousHtml: true })
}

/**
 * The HTML a page shows for `markdown`: through the public pages' sanitizer. The preview runs where the editor's
 * Git token lives, so HTML written in an article must not run there either. Its headings have the page's ids.
 */
export function markdownToHtml(markdown: string): string {
  return withHeadingIds(safeHtml(markdownToRawHtml(markdown)))
}
