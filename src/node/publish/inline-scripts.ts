import crypto from "crypto"
import fs from "fs"
import path from "path"

/**
 * The scripts written into the built pages themselves, which the Content-Security-Policy allows one by one by their
 * sha256 (src/node/publish/headers-and-redirects.ts). A script in a page runs only if the policy names its hash, so the
 * hashes are read from the pages as they are published, once every rewrite of them is done.
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

/** The address a file is served at: a folder's index.html at the folder. */
export const servedAt = (file: string) => file.replace(/(^|\/)index\.html$/, "$1")

/** The address of an HTML file given as a path from public/, as `htmlFiles` lists them ("news/index.html" → "/news/"). */
export const pageAddress = (page: string) => servedAt(`/${page.split(path.sep).join("/")}`)

/** Every HTML file under `publicDir`, as paths from it (page-data/ holds none that is served as a page). */
export function htmlFiles(publicDir: string, dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "page-data" ? [] : htmlFiles(publicDir, file)
    return entry.name.endsWith(".html") ? [path.relative(publicDir, file)] : []
  })
}

/**
 * Every HTML file under `publicDir` with the address it is served at, as the rewrites of the pages in
 * gatsby/internals take them: the fence imports nothing of the build, which lists the pages for it.
 */
export const htmlPages = (publicDir: string) => htmlFiles(publicDir).map(file => ({ file, address: pageAddress(file) }))
