import remark from "remark"
import toHast from "mdast-util-to-hast"
import toHtml from "hast-util-to-html"
import { safeHtml } from "../model/safe-html"
import { withHeadingIds } from "../model/heading-ids"

/** A Markdown text's syntax tree, as gatsby-transformer-remark's parser reads it. */
export const markdownTree = (markdown: string) => remark().parse(markdown)

export type MarkdownTree = ReturnType<typeof markdownTree>

/** A Markdown syntax tree to HTML as the build makes it (gatsby-transformer-remark's HTML writer), before sanitizing. */
export const treeToRawHtml = (tree: MarkdownTree) =>
  toHtml(toHast(tree, { allowDangerousHtml: true }), { allowDangerousHtml: true })

/** Markdown to HTML as the build makes it, before sanitizing. */
export const markdownToRawHtml = (markdown: string) => treeToRawHtml(markdownTree(markdown))

/**
 * The HTML a page shows for `markdown`: through the public pages' sanitizer. The preview runs where the editor's
 * Git token lives, so HTML written in an article must not run there either. Its headings have the page's ids.
 */
export function markdownToHtml(markdown: string): string {
  return withHeadingIds(safeHtml(markdownToRawHtml(markdown)))
}
