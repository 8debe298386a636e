/**
 * What a built page needs, read from the files Gatsby leaves in public/ (assumption 9 in INTERNALS.md): the chunk
 * groups of webpack.stats.json, and each page's page-data.json, which names its template's chunk and the static
 * queries its components ran.
 */
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
