import fs from "fs"
import path from "path"
import { cmsRoute } from "../../src/model/routes"
import { loaderAttributes as lists } from "../../src/model/inline-script-attributes"
import { pageDataFiles, templateScripts } from "./build-stats"
import { GatsbyInternalsError } from "./error"

/**
 * The site's scripts start once the page's first paint is on the screen. Gatsby ends each page with
 * `<script src async>` for its runtime, React and the site's code, so a phone downloads and compiles them while it
 * is still laying out the page for the first time: they compete with the page's first picture for the connection
 * and with its first layout for the processor. Started after the first contentful paint instead (Paint Timing
 * reports it once the frame is shown), the page shows first and the scripts follow; scripts added this way run as
 * soon as they arrive, as async ones do.
 *
 * A browser without Paint Timing starts them after the first frame. Should no paint be reported, they start a second
 * after the page's load event, so that the page always comes to life.
 *
 * Gatsby writes those tags from a slice it stitches into each page at the end of the build, after every hook that
 * could change them, so the pages are rewritten here, once written.
 */
const asyncScripts = /(?:<script src="[^"]+" async><\/script>)+/
/** Any script tag with `async`, whatever the form Gatsby gives it. */
const anyAsyncScript = /<script\b[^>]*\basync\b[^>]*>/

/**
 * The loader's code (src/inline/late-scripts.ts), the same on every page, so that one hash in the
 * Content-Security-Policy allows it wherever it is: what it starts, which differs from page to page, it reads from
 * its own tag's attributes. It starts one file a task: starting a request costs the main thread
 * 1–21 ms at 4× CPU, and all seven of the home page in one task made a task of up to 235 ms, long enough to hold up
 * a tap. The site's build compiles it and passes its text in (`loaderCode` below): the fence imports only the model.
 */

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
 * The loader's tag. `data` is what Gatsby's loader fetches once the app's script has run (the page's data and its
 * static queries'), and `sources` include the template's scripts, which it asks for once that data names them: all
 * start at once, rather than one round trip after another on mobile data. The data is preloaded as Gatsby's
 * XMLHttpRequest asks for it (`as=fetch`, `crossorigin`, the page's own with the address's query, as Gatsby adds
 * it), so that the request uses the preload, and at low priority, behind the first picture; webpack finds a
 * template's script tag by its address and waits for it rather than adding another. The loader starts them in the
 * order given, a task each, so the template's scripts come before Gatsby's own: every tag is in the page before the
 * app's script can run and look for it.
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
 * The page with its async scripts started by the loader, with what `later` lists from the start; a page already
 * rewritten (Gatsby keeps the pages of an earlier build that did not change, its scripts included) is returned as
 * it is. Throws, naming `page`, when the page has neither, or still has an async script once rewritten: Gatsby
 * then writes its scripts in another form. `later` is read only once the page is known to be in Gatsby's form, so
 * that a page that is not is named as such rather than by a missing data file.
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

/** The pages of `pages` that Gatsby wrote. */
export const gatsbyPages = (pages: readonly BuiltPage[]) => pages.filter(({ file }) => !notGatsbyPages.includes(file))

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
  rewriteEveryPage(publicDir, pages, (html, file, { address }) => {
    // The slice Gatsby stitches its scripts into pages from is not a page, and has no data of its own.
    if (file.startsWith(gatsbySlices)) return startScriptsLate(html, loaderCode, file)
    return startScriptsLate(html, loaderCode, file, () => ({
      scripts: templateScripts(publicDir, address),
      data: pageDataFiles(publicDir, address),
    }))
  })
