import { GatsbyInternalsError } from "./error"
import { BuiltPage, escapeAttribute, rewriteEveryPage } from "./late-scripts"
import { pagePathAttribute } from "../../src/model/inline-script-attributes"

/**
 * Gatsby's per-page `window.pagePath="/news/"` script would need one CSP hash per page, too many for _headers.
 * Rewritten, the path is an attribute read by one shared script (src/inline/page-path.ts): one hash site-wide, same
 * `window.pagePath`. The build passes its compiled text in (`pagePathCode`), as the fence imports only the model.
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
