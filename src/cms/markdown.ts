import remark from "remark"
import toHast from "mdast-util-to-hast"
import toHtml from "hast-util-to-html"

/** Markdown to HTML as the build makes it (gatsby-transformer-remark's parser and HTML writer), for the previews. */
export function markdownToHtml(markdown: string): string {
  const hast = toHast(remark().parse(markdown), { allowDangerousHtml: true })
  return toHtml(hast, { allowDangerousHtml: true })
}
