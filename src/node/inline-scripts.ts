import crypto from "crypto"
import fs from "fs"
import path from "path"

/**
 * The scripts written into the built pages themselves, which the Content-Security-Policy allows one by one by their
 * sha256 (src/node/cdn-files.ts). A script in a page runs only if the policy names its hash, so the hashes are read
 * from the pages as they are published, once every rewrite of them is done.
 */

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/g

/** Types a browser runs; anything else (JSON-LD, JSON) is data that no policy needs to allow. */
const runnableTypes = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript"])

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, "i").exec(attributes)

/** The text of every script in `html` that a browser would run from the page itself (no `src`), in page order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(scriptTag)]
    .filter(([, attributes]) => {
      if (attribute(attributes, "src")) return false
      const type = attribute(attributes, "type")
      const value = type ? (type[1] ?? type[2] ?? type[3] ?? "") : ""
      return runnableTypes.has(value.trim().toLowerCase())
    })
    .map(([, , text]) => text)
}

/** A script's hash as a Content-Security-Policy source: 'sha256-<base64>', of its text as UTF-8. */
export const scriptHash = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`

/** Every HTML file under `publicDir`, as paths from it (page-data/ holds none that is served as a page). */
export function htmlFiles(publicDir: string, dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "page-data" ? [] : htmlFiles(publicDir, file)
    return entry.name.endsWith(".html") ? [path.relative(publicDir, file)] : []
  })
}

/**
 * Gatsby ends each page with a script that names the page, `window.pagePath="/news/";`: one script per page, so one
 * hash per page, which no header line could hold on a site with many articles. Rewritten, the page's path is an
 * attribute of that script and the script reads it, the same text in every page: one hash for the whole site, and
 * `window.pagePath` as before.
 */
const pagePathScript =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");([\s\S]*?)\/\*\]\]>\*\/<\/script>/
const anyPagePathScript = /<script\b[^>]*\bid="gatsby-script-loader"[^>]*>[\s\S]*?<\/script>/
const readsPagePath = 'window.pagePath=document.getElementById("gatsby-script-loader").getAttribute("data-page-path");'

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/**
 * The page with its page-path script in the form above; a page without one, or already rewritten, is returned as it
 * is. Throws, naming `page`, when Gatsby's script is there in another form than `window.pagePath="…";`.
 */
export function samePagePathScript(html: string, page = "a page"): string {
  const found = anyPagePathScript.exec(html)?.[0]
  if (!found || found.includes(readsPagePath)) return html
  const match = pagePathScript.exec(found)
  if (!match) {
    throw new Error(
      `${page}: Gatsby's page-path script is not in the form the build rewrites ` +
        `(<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="…";/*]]>*/</script>): ${found.slice(0, 200)}`,
    )
  }
  const [, pathJson, rest] = match
  const pagePath = JSON.parse(pathJson) as string
  return html.replace(
    found,
    () =>
      `<script id="gatsby-script-loader" data-page-path="${escapeAttribute(pagePath)}">${readsPagePath}${rest}</script>`,
  )
}

/** Rewrites the page-path script of every page under `publicDir`. */
export function samePagePathScriptInEveryPage(publicDir: string): void {
  for (const page of htmlFiles(publicDir)) {
    const file = path.join(publicDir, page)
    const html = fs.readFileSync(file, "utf8")
    const rewritten = samePagePathScript(html, page)
    if (rewritten !== html) fs.writeFileSync(file, rewritten)
  }
}
