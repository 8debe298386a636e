import fs from "fs"
import path from "path"
import { compileHint, gatsbyFiles, publicSharedChunk, templateChunk } from "../../gatsby/internals/browser-bundle"
import { gatsbyPages, loaderLists, loaderStart } from "../../gatsby/internals/late-scripts"
import { publicTemplates, serviceWorkerPath } from "../../src/model/routes"
import { chunkGroupScripts, contentHashedName, pageDataPath } from "../../gatsby/internals/build-stats"
import { gatsbyScriptShapes } from "../../gatsby/internals/gatsby-scripts"
import { htmlPages, inlineScripts } from "../../src/node/publish/inline-scripts"

/**
 * The contract with Gatsby's internals (gatsby/internals/INTERNALS.md), checked on a real build: each test names
 * the assumption, by its number there, that a failure means no longer holds. `site` gives the folder of a project
 * built with `gatsby build`; the tests run once it has been built.
 */
export function describeGatsbyContract(site: () => string) {
  const publicDir = () => path.join(site(), "public")
  const read = (file: string) => fs.readFileSync(path.join(publicDir(), file), "utf8")

  /** The script files of a chunk group, as webpack.stats.json lists them, read as the service worker reads them. */
  const groupScripts = (group: string) => (chunkGroupScripts(publicDir(), group) ?? []).map(file => file.slice(1))

  /** Every page Gatsby saved data for: its address and its template's chunk. */
  function builtPages(): { page: string; chunk: string }[] {
    const pageDataDir = path.join(publicDir(), "page-data")
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const full = path.join(dir, entry.name)
        return entry.isDirectory() ? walk(full) : entry.name === "page-data.json" ? [full] : []
      })
    return walk(pageDataDir).map(file => {
      const data = JSON.parse(fs.readFileSync(file, "utf8")) as { path: string; componentChunkName: string }
      return { page: data.path, chunk: data.componentChunkName }
    })
  }
  const publicChunks = new Set(publicTemplates.map(template => templateChunk(template)))
  const publicPages = () => builtPages().filter(({ chunk }) => publicChunks.has(chunk))
  const htmlOf = (page: string) => read(page.endsWith(".html") ? page : path.join(page, "index.html"))

  /** What a page's loader starts, as paths from public/. */
  const loaderList = (html: string, list: "data" | "scripts") =>
    loaderLists(html)[list].map(src => src.replace(/^\//, ""))
  const loaderSources = (html: string) => loaderList(html, "scripts")

  describe("Gatsby's internals (gatsby/internals/INTERNALS.md), on the real build", () => {
    test("1, 2: each of Gatsby's files the browser bundle names is where it is named", () => {
      const { productionApp, leftOut, vendorPrefixes } = gatsbyFiles(site())
      for (const { what, file } of [productionApp, ...leftOut, vendorPrefixes])
        expect({ what, file, exists: fs.existsSync(file) }).toEqual({ what, file, exists: true })
    })

    test("3: every public template has its chunk, named after its path, and loads public-shared", () => {
      expect(publicTemplates.length).toBeGreaterThan(1)
      for (const template of publicTemplates) {
        const chunk = templateChunk(template)
        const shared = groupScripts(chunk).filter(name => name.startsWith(`${publicSharedChunk}-`))
        expect({ chunk, shared: shared.length }).toEqual({ chunk, shared: 1 })
      }
    })

    test("3: a public page's scripts are four files: framework, app, public-shared and its template", () => {
      const pages = publicPages()
      // Home, news, offline, articles and services, in both languages.
      expect(pages.length).toBeGreaterThanOrEqual(publicTemplates.length * 2)
      for (const { page, chunk } of pages) {
        const files = [...new Set([...loaderSources(htmlOf(page)), ...groupScripts(chunk)])]
        const kinds = files.map(file => file.replace(contentHashedName, ""))
        expect({ page, kinds: kinds.sort() }).toEqual({
          page,
          kinds: ["app", chunk, "framework", publicSharedChunk].sort(),
        })
      }
    })

    test("1, 3: the scripts a page starts as it loads open with V8's compile hint, and code that comes later does not", () => {
      const started = new Set(builtPages().flatMap(({ page }) => loaderSources(htmlOf(page))))
      const scripts = fs.readdirSync(publicDir()).filter(file => file.endsWith(".js") && contentHashedName.test(file))
      const hinted = scripts.filter(file => read(file).startsWith(compileHint))
      expect(started.size).toBeGreaterThan(0)
      expect(scripts.length).toBeGreaterThan(started.size)
      expect(hinted.sort()).toEqual([...started].sort())
    })

    test("4: no built page still has an async script, and every page Gatsby wrote has exactly one loader", () => {
      for (const { file: page } of gatsbyPages(htmlPages(publicDir()))) {
        const html = read(page)
        const asyncScripts = html.match(/<script\b[^>]*\basync\b[^>]*>/g) ?? []
        const loaders = html.split(loaderStart).length - 1
        expect({ page, asyncScripts, loaders }).toEqual({ page, asyncScripts: [], loaders: 1 })
      }
    })

    test("4: the scripts slice stays as Gatsby writes it, so that a build with nothing new restitches no page", () => {
      const slice = read(path.join("_gatsby", "slices", "_gatsby-scripts-1.html"))
      expect(slice).toMatch(/<script src="[^"]+" async><\/script>/)
      expect(slice).not.toContain(loaderStart)
    })

    test("4, 9: a page's loader starts its template's scripts, then the app's, as webpack.stats.json lists them", () => {
      const app = groupScripts("app")
      expect(app.length).toBeGreaterThan(0)
      for (const { page, chunk } of builtPages()) {
        const template = groupScripts(chunk).filter(file => !app.includes(file))
        expect(template.length).toBeGreaterThan(0)
        expect({ page, starts: loaderSources(htmlOf(page)) }).toEqual({ page, starts: [...template, ...app] })
      }
    })

    test("9: a page's loader preloads the data Gatsby's loader fetches: the site's, the page's and its queries'", () => {
      for (const { page } of builtPages()) {
        const dataFile = pageDataPath(page).slice(1)
        const { staticQueryHashes } = JSON.parse(read(dataFile)) as { staticQueryHashes: string[] }
        const preloads = loaderList(htmlOf(page), "data")
        for (const file of preloads)
          expect({ page, file, exists: fs.existsSync(path.join(publicDir(), file)) }).toEqual({
            page,
            file,
            exists: true,
          })
        expect({ page, preloads: preloads.sort() }).toEqual({
          page,
          preloads: [
            "page-data/app-data.json",
            dataFile,
            ...staticQueryHashes.map(hash => `page-data/sq/d/${hash}.json`),
          ].sort(),
        })
      }
    })

    test("5: the server marks every public page's head elements with data-gatsby-head", () => {
      for (const { page } of publicPages()) {
        const head = /<head>([\s\S]*)<\/head>/.exec(htmlOf(page))?.[1] ?? ""
        expect({ page, marked: /<[a-z]+\b[^>]*\bdata-gatsby-head\b/.test(head) }).toEqual({ page, marked: true })
      }
    })

    test("6: no page carries gatsby-plugin-image's style or script", () => {
      for (const { file: page } of gatsbyPages(htmlPages(publicDir())))
        expect({ page, imagePlugin: read(page).includes("gatsby-image-wrapper") }).toEqual({ page, imagePlugin: false })
    })

    test("12: every script and style the build wrote, but the service worker, is named after its content", () => {
      const built = fs.readdirSync(publicDir()).filter(file => /\.(js|css)$/.test(file))
      const unnamed = built.filter(file => !contentHashedName.test(file) && `/${file}` !== serviceWorkerPath)
      expect(built.length).toBeGreaterThan(publicTemplates.length)
      expect(unnamed).toEqual([])
    })

    test("15: every page Gatsby wrote carries its chunk mapping and compilation hash, in the shapes the policy knows", () => {
      for (const { file: page } of gatsbyPages(htmlPages(publicDir()))) {
        const scripts = inlineScripts(read(page))
        const shapes = gatsbyScriptShapes.map(shape => scripts.filter(script => shape.test(script)).length)
        expect({ page, shapes }).toEqual({ page, shapes: gatsbyScriptShapes.map(() => 1) })
      }
    })

    test("9: every page's template has its chunk group in webpack.stats.json, as the service worker reads it", () => {
      for (const { page, chunk } of builtPages())
        expect({ page, chunk, scripts: groupScripts(chunk).length > 0 }).toEqual({ page, chunk, scripts: true })
    })
  })
}
