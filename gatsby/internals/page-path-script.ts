import { GatsbyInternalsError } from "./error"
import { BuiltPage, escapeAttribute, rewriteEveryPage } from "./late-scripts"
import { pagePathAttribute } from "../../src/model/inline-script-attributes"

/**
 * Gatsby ends each page with a script that names the page, `window.pagePath="/news/";`: one script per page, so one
 * hash per page, which no header line could hold on a site with many articles. Rewritten, the page's path is an
 * attribute of that script and the script reads it (src/inline/page-path.ts), the same text in every page: one hash
 * for the whole site, and `window.pagePath` as before. The site's build compiles that script and passes its text in
 * (`pagePathCode` below): the fence imports only the model.
 */
const pagePathScript =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");([\s\S]*?)\/\*\]\]>\*\/<\/script>/
const anyPagePathScript = /<script\b[^>]*\bid="gatsby-script-loader"[^>]*>[\s\S]*?<\/script>/

/**
 * The page with its page-path script in the form above, `pagePathCode` its text; a page without one, or already
 * rewritten, is returned as it is. Throws, naming `page`, when Gatsby's script is there in another form than
 * `window.pagePath="…";`.
 */
export function samePagePathScript(html: string, pagePathCode: string, page = "a page"): string {
  const found = anyPagePathScript.exec(html)?.[0]
  if (!found || found.includes(` ${pagePathAttribute}=`)) return html
  const match = pagePathScript.exec(found)
  if (!match) {
    throw new GatsbyInternalsError(
      `Gatsby ends each page with a page-path script of the form <script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="…";/*]]>*/</script>, which the build rewrites (assumption 10)`,
      `${page} has ${found.slice(0, 200)}`,
    )
  }
  const [, pathJson, rest] = match
  const pagePath = JSON.parse(pathJson) as string
  return html.replace(
    found,
    () =>
      `<script id="gatsby-script-loader" ${pagePathAttribute}="${escapeAttribute(pagePath)}">${pagePathCode}${rest}</script>`,
  )
}

/** Rewrites the page-path script of every page Gatsby wrote, of `pages` in `publicDir`, with `pagePathCode`. */
export const samePagePathScriptInEveryPage = (publicDir: string, pages: readonly BuiltPage[], pagePathCode: string) =>
  rewriteEveryPage(publicDir, pages, (html, file) => samePagePathScript(html, pagePathCode, file))
