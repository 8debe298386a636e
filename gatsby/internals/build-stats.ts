/**
 * What a built page needs, read from the files Gatsby leaves in public/ (assumption 9 in INTERNALS.md): the chunk
 * groups of webpack.stats.json, and each page's page-data.json, which names its template's chunk and the static
 * queries its components ran.
 */
import fs from "fs"
import path from "path"
import { templateChunk } from "./browser-bundle"

/**
 * The scripts and styles Gatsby's webpack names after their content (`app-<20 hex>.js`, `styles.<20 hex>.css`): a
 * file so named never changes, so the CDN and the service worker may keep it for good (assumption 12 in INTERNALS.md).
 */
export const contentHashedName = /[-.][0-9a-f]{20}\.(js|css)$/

/** What Gatsby saves for each page: its template's chunk, the static queries its components ran, its query's result. */
export interface PageData {
  path: string
  componentChunkName: string
  staticQueryHashes: string[]
  result: { data: Record<string, unknown> }
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined>
}

/** Where Gatsby saves a page's data: "/" → /page-data/index/page-data.json. */
export const pageDataPath = (page: string) =>
  `/page-data/${page === "/" ? "index" : page.replace(/^\/|\/$/g, "")}/page-data.json`

/** The data Gatsby saved for `page` (an address such as "/news/"). */
export const readPageData = (publicDir: string, page: string) =>
  JSON.parse(fs.readFileSync(path.join(publicDir, pageDataPath(page)), "utf8")) as PageData

/**
 * The script files of a chunk group, as paths on the site ("/app-0123.js"): "app" (the runtime, React and the site's
 * code, on every page) or a template's; undefined when webpack made no such group.
 */
export function chunkGroupScripts(publicDir: string, group: string): string[] | undefined {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats
  return stats.namedChunkGroups[group]?.assets
    .filter(asset => asset.name.endsWith(".js"))
    .map(asset => `/${asset.name}`)
}

/**
 * The data Gatsby's loader fetches before it renders `page`: the site's, the page's own and the results of the static
 * queries its components ran.
 */
export function pageDataFiles(publicDir: string, page: string): string[] {
  const { staticQueryHashes } = readPageData(publicDir, page)
  return [
    "/page-data/app-data.json",
    pageDataPath(page),
    ...staticQueryHashes.map(hash => `/page-data/sq/d/${hash}.json`),
  ]
}

/**
 * The scripts Gatsby's loader asks for before it renders `page`: its template's chunk group (the template and the
 * code every public template needs), which the page's data names.
 */
export const templateScripts = (publicDir: string, page: string) =>
  chunkGroupScripts(publicDir, readPageData(publicDir, page).componentChunkName) ?? []

/** How a section's lazily loaded code names its chunk (`webpackChunkName: "block-…"`, see lazy-block.tsx). */
export const blockChunk = /^block-/

/** The scripts of every section's code: small, and kept with the pages so that their controls work offline. */
export function blockScripts(publicDir: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats
  return Object.keys(stats.namedChunkGroups)
    .filter(group => blockChunk.test(group))
    .flatMap(group => chunkGroupScripts(publicDir, group) ?? [])
}

/**
 * Everything a page needs to open and run with no connection: its HTML, its data and the site's data, the
 * static queries its components ran, the scripts of its template and its sections. Pictures are not kept ahead of time (they
 * are most of the weight, and a page reads well without them); each one a visitor sees is kept then.
 */
export function precacheList(publicDir: string, pages: readonly string[]): string[] {
  const files = new Set<string>([...(chunkGroupScripts(publicDir, "app") ?? []), ...blockScripts(publicDir)])
  for (const page of pages) {
    files.add(page)
    pageDataFiles(publicDir, page).forEach(file => files.add(file))
    templateScripts(publicDir, page).forEach(file => files.add(file))
  }
  return [...files].sort()
}

/**
 * The addresses of the pages made with the public template `template` ("service"), read from their page-data.json
 * (assumptions 3 and 9 in INTERNALS.md): how a build step after Gatsby's (the search index) finds them without its
 * GraphQL.
 */
export function pagesMadeWith(publicDir: string, template: string): string[] {
  const chunk = templateChunk(template)
  const root = path.join(publicDir, "page-data")
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter(file => path.basename(file) === "page-data.json")
    .map(file => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as PageData)
    .filter(data => data.componentChunkName === chunk)
    .map(data => data.path)
    .sort()
}
