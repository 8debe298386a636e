import crypto from "crypto"
import fs from "fs"
import path from "path"

/** What Gatsby saves for each page: the template's chunk and the static queries the page's components ran. */
interface PageData {
  componentChunkName: string
  staticQueryHashes: string[]
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>
}

/** The scripts of a chunk group: "app" (the runtime, React and the site's code, on every page) or a template's. */
const scriptsOf = (stats: WebpackStats, group: string) =>
  (stats.namedChunkGroups[group]?.assets ?? [])
    .filter(asset => asset.name.endsWith(".js"))
    .map(asset => `/${asset.name}`)

const pageDataPath = (page: string) =>
  `/page-data/${page === "/" ? "index" : page.replace(/^\/|\/$/g, "")}/page-data.json`

/**
 * Everything a page needs to open and run with no connection: its HTML, its data and the site's data, the
 * static queries its components ran, and the scripts of its template. Pictures are not kept ahead of time (they
 * are most of the weight, and a page reads well without them); each one a visitor sees is kept then.
 */
export function precacheList(publicDir: string, pages: readonly string[]): string[] {
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")
  const stats = JSON.parse(read("webpack.stats.json")) as WebpackStats
  const files = new Set<string>(["/page-data/app-data.json", ...scriptsOf(stats, "app")])
  for (const page of pages) {
    files.add(page)
    const dataPath = pageDataPath(page)
    files.add(dataPath)
    const data = JSON.parse(read(dataPath)) as PageData
    data.staticQueryHashes.forEach(hash => files.add(`/page-data/sq/d/${hash}.json`))
    scriptsOf(stats, data.componentChunkName).forEach(file => files.add(file))
  }
  return [...files].sort()
}

/** A name for this build's cache that changes whenever one of the kept files does. */
export function cacheVersion(publicDir: string, files: readonly string[]): string {
  const hash = crypto.createHash("sha256")
  for (const file of files) {
    hash.update(file)
    hash.update(fs.readFileSync(path.join(publicDir, file.endsWith("/") ? `${file}index.html` : file)))
  }
  return `site-${hash.digest("hex").slice(0, 12)}`
}

/** The worker's source (src/service-worker/sw.js) with what it keeps, and under which name, in front. */
export function serviceWorkerSource(
  workerSource: string,
  version: string,
  precache: readonly string[],
  offlinePages: Record<string, string>,
) {
  // The longest prefix first, so that /sw/… finds the Kiswahili offline page before / finds the English one.
  const byPrefix = Object.entries(offlinePages).sort(([a], [b]) => b.length - a.length)
  return [
    `const VERSION = ${JSON.stringify(version)}`,
    `const PRECACHE = ${JSON.stringify(precache, null, 2)}`,
    `const OFFLINE_PAGES = ${JSON.stringify(byPrefix)}`,
    workerSource,
  ].join("\n")
}

/**
 * Writes public/sw.js for the essentials `pages`, the offline pages among them; `offlinePages` maps the start of
 * each language's addresses ("/sw/") to its offline page.
 */
export function writeServiceWorker(
  projectDir: string,
  pages: readonly string[],
  offlinePages: Record<string, string>,
  workerPath: string,
) {
  const publicDir = path.join(projectDir, "public")
  const precache = precacheList(publicDir, pages)
  const source = fs.readFileSync(path.join(projectDir, "src/service-worker/sw.js"), "utf8")
  fs.writeFileSync(
    path.join(publicDir, workerPath),
    serviceWorkerSource(source, cacheVersion(publicDir, precache), precache, offlinePages),
  )
}
