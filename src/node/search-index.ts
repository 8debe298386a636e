/**
 * The site search's index, written by Pagefind from the published pages into public/pagefind/ after `gatsby build`
 * (scripts/search-index.ts, the last step of `npm run build`). Each page's <html lang> puts it in its language's
 * index; only the parts marked with data-pagefind-body are read (src/model/search.ts).
 */
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { SearchChunks, searchChunksFile, searchChunksPreloadKb, searchIndexPath } from "../model/search"

/** The folder of public/ the index is written to. */
export const searchDir = (publicDir: string) => path.join(publicDir, searchIndexPath)

/**
 * What Pagefind writes that the site uses: its script, the entry file, each language's wasm and metadata, and the
 * index's chunks and fragments. Its worker (the site runs Pagefind on the page: Search/pagefind.ts), its ready-made
 * interfaces and their CSS are left out.
 */
const usedFile =
  /^(pagefind\.js|pagefind-entry\.json|wasm\.[\w-]+\.pagefind|pagefind\.[\w-]+\.pf_meta|(fragment|index|filter)\/.+)$/

/** Every file under the index's folder, relative to it ("fragment/en_1e6dce9.pf_fragment"). */
function indexFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map(file => file.split(path.sep).join("/"))
    .filter(file => fs.statSync(path.join(dir, file)).isFile())
    .sort()
}

/** Removes the index, so that a build without the search step never serves one left from an earlier build. */
export function removeSearchIndex(publicDir: string): void {
  fs.rmSync(searchDir(publicDir), { recursive: true, force: true })
}

/** Indexes the pages in `publicDir`; throws, stopping the build, when Pagefind reports a problem. */
export async function buildSearchIndex(publicDir: string): Promise<{ pages: number }> {
  removeSearchIndex(publicDir)
  // Pagefind is an ES module only, and starts its own binary (installed from npm as @pagefind/<platform>).
  const pagefind = await import("pagefind")
  try {
    const { index, errors } = await pagefind.createIndex({})
    if (!index) throw new Error(errors.join("\n"))
    const added = await index.addDirectory({ path: publicDir })
    if (added.errors.length > 0) throw new Error(added.errors.join("\n"))
    const written = await index.writeFiles({ outputPath: searchDir(publicDir) })
    if (written.errors.length > 0) throw new Error(written.errors.join("\n"))
    for (const file of indexFiles(searchDir(publicDir)).filter(file => !usedFile.test(file)))
      fs.rmSync(path.join(searchDir(publicDir), file))
    writeChunksFile(searchDir(publicDir))
    return { pages: added.page_count }
  } finally {
    await pagefind.close()
  }
}

/**
 * Lists each language's index chunks (`searchChunksFile`), read from Pagefind's entry file: a chunk's name starts
 * with its language's, as the metadata's does (`en_be246b7.pf_index`, `pagefind.en_18a23c2586.pf_meta`).
 */
export function writeChunksFile(dir: string): void {
  const entry = JSON.parse(fs.readFileSync(path.join(dir, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { hash: string }>
  }
  const chunks = indexFiles(dir).filter(file => file.startsWith("index/"))
  const listed: SearchChunks = {}
  for (const [lang, { hash }] of Object.entries(entry.languages)) {
    const prefix = `index/${hash.slice(0, hash.lastIndexOf("_") + 1)}`
    const own = chunks.filter(file => file.startsWith(prefix))
    const kb = own.reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0) / 1024
    listed[lang] = kb <= searchChunksPreloadKb ? own.map(file => `${searchIndexPath}${file}`) : []
  }
  fs.writeFileSync(path.join(dir, searchChunksFile), JSON.stringify(listed))
}

/** The page a fragment of the index describes: fragments are gzip-compressed, "pagefind_dcd" then JSON. */
function fragmentPage(file: string): string | undefined {
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString("utf8")
  const json = text.slice(text.indexOf("{"))
  return (JSON.parse(json) as { url?: string }).url
}

/**
 * What a phone needs to search with no connection, as paths on the site: the entry files, the wasm, each
 * language's metadata and every chunk of the index (the words, a few KB each), and the fragments (a page's title
 * and text) of `pages`, the pages the service worker keeps. None when the build has no index.
 */
export function offlineSearchFiles(publicDir: string, pages: readonly string[]): string[] {
  const kept = new Set(pages)
  const dir = searchDir(publicDir)
  return indexFiles(dir)
    .filter(file => !file.startsWith("fragment/") || kept.has(fragmentPage(path.join(dir, file)) ?? ""))
    .map(file => `${searchIndexPath}${file}`)
}
