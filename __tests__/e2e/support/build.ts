import fs from "fs"
import path from "path"
import { publicDir } from "./project"

/** What Gatsby saved for a page (a path such as "/news/"): its template chunk and its query's result. */
export interface PageData {
  componentChunkName: string
  result: { data: Record<string, unknown> }
}

export function pageData(page: string): PageData {
  const dir = page === "/" ? "index" : page
  return JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", dir, "page-data.json"), "utf8")) as PageData
}

/** The HTML a Markdown file became, as the build rendered it into a page's data. */
export function renderedHtml(page: string, field: string): string {
  const node = pageData(page).result.data[field] as { body: { html: string } } | null
  if (!node) throw new Error(`${page}: no ${field} in its page data`)
  return node.body.html
}
