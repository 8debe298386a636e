import fs from "fs"
import path from "path"
import { cmsRoute } from "../../src/model/routes"
import { loaderAttributes as lists } from "../../src/model/inline-script-attributes"
import { pageDataFiles, templateScripts } from "./build-stats"
import { GatsbyInternalsError } from "./error"

/**
 * Starts Gatsby's async scripts after FCP (Paint Timing), so their download and compile don't compete with the first
 * paint for bandwidth and CPU. Fallbacks: the first frame without Paint Timing, 1 s after load if no paint is reported.
 * Rewrites the pages as written, since Gatsby stitches these tags in from its scripts slice after rendering them.
 */
const asyncScripts = /(?:<script src="[^"]+" async><\/script>)+/
/** Any script tag with `async`, whatever the form Gatsby gives it. */
const anyAsyncScript = /<script\b[^>]*\basync\b[^>]*>/

/** How the loader's tag begins: a page that holds it has been rewritten already. */
export const loaderStart = `<script ${lists.data}=`

/** A value written in an attribute between double quotes. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

const attribute = (name: string, files: string[]) => `${name}="${escapeAttribute(JSON.stringify(files))}"`

/** The files a page's loader starts, read from its tag: the data it preloads and the scripts it adds, in order. */
export function loaderLists(html: string): LaterNeeds {
  const tag = new RegExp(`<script ${lists.data}="([^"]*)" ${lists.scripts}="([^"]*)">`).exec(html)
  const list = (value = "[]") =>
    JSON.parse(
      value
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&"),
    ) as string[]
  return { data: list(tag?.[1]), scripts: list(tag?.[2]) }
}

/**
 * The loader's tag: `loaderCode` (src/inline/late-scripts.ts, passed in compiled) is the same on every page, one CSP
 * hash; `data` is preloaded as Gatsby's XHR asks for it, and `sources` start in order, a task each, templates' first,
 * so webpack finds their tags by URL rather than adding more.
 */
export const loaderScript = (loaderCode: string, sources: string[], data: string[] = []) =>
  `<script ${attribute(lists.data, data)} ${attribute(lists.scripts, sources)}>${loaderCode}</script>`

/** What the rewrite relies on, for the message when a page does not have it. */
const expectedForm =
  'Gatsby ends each page it builds with its scripts as one run of <script src="…" async></script> tags, in the page by onPostBuild'
const notInForm = (page: string, found: string) => new GatsbyInternalsError(expectedForm, `${page} has ${found}`)

/** What Gatsby's loader asks for once the app's script has run: the page's data, then the scripts it names. */
export interface LaterNeeds {
  scripts: string[]
  data: string[]
}

/**
 * Returns the page with its async scripts started by the loader and `later`'s from the start; an already rewritten page
 * (Gatsby keeps unchanged pages across builds) as is. Throws, naming `page`, if Gatsby's script form changed. `later`
 * is read only once the form checks out, so a foreign page is reported as such, not as a missing data file.
 */
export function startScriptsLate(
  html: string,
  loaderCode: string,
  page = "a page",
  later = (): LaterNeeds => ({ scripts: [], data: [] }),
): string {
  if (html.includes(loaderStart) && !anyAsyncScript.test(html)) return html
  const tags = asyncScripts.exec(html)?.[0]
  if (!tags) throw notInForm(page, anyAsyncScript.exec(html)?.[0] ?? "no async script and no loader")
  const sources = [...tags.matchAll(/src="([^"]+)"/g)].map(match => match[1])
  const { scripts, data } = later()
  const rewritten = html.replace(tags, () =>
    loaderScript(loaderCode, [...new Set(scripts.filter(script => !sources.includes(script))), ...sources], data),
  )
  const left = anyAsyncScript.exec(rewritten)?.[0]
  if (left) throw notInForm(page, `${left} left once the run is replaced`)
  return rewritten
}

/** Where Gatsby writes the HTML of its slices, from public/ (assumption 4 in INTERNALS.md). */
const gatsbySlices = path.join("_gatsby", "slices") + path.sep

/** HTML in public/ that Gatsby did not make, from public/: the editor's page. */
const notGatsbyPages = [path.join(cmsRoute, "index.html").replace(/^\//, "")]

/**
 * An HTML file of public/, as the site's build lists them for the rewrites (src/node/publish/inline-scripts.ts):
 * its path from public/ ("news/index.html") and the address it is served at ("/news/").
 */
export interface BuiltPage {
  file: string
  address: string
}

/**
 * The pages of `pages` that Gatsby wrote. Its slices are not pages: it stitches them into the pages, and restitches
 * every page when a build finds a slice's file changed (assumption 4), so the rewrites leave them as Gatsby wrote them.
 */
export const gatsbyPages = (pages: readonly BuiltPage[]) =>
  pages.filter(({ file }) => !notGatsbyPages.includes(file) && !file.startsWith(gatsbySlices))

/**
 * Rewrites every page Gatsby wrote, of `pages` in `publicDir`, with `rewrite`, which is given the page's path from
 * public/ to name it, and the page.
 */
export function rewriteEveryPage(
  publicDir: string,
  pages: readonly BuiltPage[],
  rewrite: (html: string, file: string, page: BuiltPage) => string,
) {
  for (const page of gatsbyPages(pages)) {
    const file = path.join(publicDir, page.file)
    const html = fs.readFileSync(file, "utf8")
    const rewritten = rewrite(html, page.file, page)
    if (rewritten !== html) fs.writeFileSync(file, rewritten)
  }
}

/**
 * Rewrites every page of the build in public/, each with what Gatsby's loader will ask for (assumption 9 in
 * INTERNALS.md), and the loader's `loaderCode`; throws, naming the first page that does not have Gatsby's form.
 */
export const startScriptsLateInEveryPage = (publicDir: string, pages: readonly BuiltPage[], loaderCode: string) =>
  rewriteEveryPage(publicDir, pages, (html, file, { address }) =>
    startScriptsLate(html, loaderCode, file, () => ({
      scripts: templateScripts(publicDir, address),
      data: pageDataFiles(publicDir, address),
    })),
  )
