import { readPageData } from "../../../gatsby/internals/build-stats"
import { publicDir } from "./project"

/** The HTML a Markdown file became, as the build rendered it into a page's data. */
export function renderedHtml(page: string, field: string): string {
  const node = readPageData(publicDir, page).result.data[field] as { body: { html: string } } | null
  if (!node) throw new Error(`${page}: no ${field} in its page data`)
  return node.body.html
}
