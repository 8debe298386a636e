/**
 * The site search's index, written by Pagefind from the published pages into public/pagefind/ after `gatsby build`
 * (scripts/search-index.ts, the last step of `npm run build`). Each page's <html lang> puts it in its language's
 * index; only the parts marked with data-pagefind-body are read (src/model/search.ts).
 */
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { SearchPreload, searchBodyAttribute, searchIndexPath, searchPreloadFile } from "../../model/search"

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

type PagefindModule = typeof import("pagefind")

/**
 * The pages Pagefind reads, with their HTML: those with a part marked for the search. Pagefind would skip the
 * others itself, but only after parsing each, which at 10,000 news articles takes most of its time.
 */
function* searchedPages(publicDir: string) {
  for (const file of (fs.readdirSync(publicDir, { recursive: true }) as string[]).sort()) {
    const full = path.join(publicDir, file)
    if (!file.endsWith(".html") || !fs.statSync(full).isFile()) continue
    const content = fs.readFileSync(full, "utf8")
    if (content.includes(searchBodyAttribute)) yield { sourcePath: file.split(path.sep).join("/"), content }
  }
}

/**
 * Writes Pagefind's index of the pages in `publicDir`, each language's fragments (a page's title and text, a KB
 * or so each) in one file; throws, stopping the build, when Pagefind reports a problem.
 */
async function writeIndex(pagefind: PagefindModule, publicDir: string) {
  removeSearchIndex(publicDir)
  const { index, errors } = await pagefind.createIndex({ maxFragments: 1 })
  if (!index) throw new Error(errors.join("\n"))
  let pages = 0
  for (const page of searchedPages(publicDir)) {
    const added = await index.addHTMLFile(page)
    if (added.errors.length > 0) throw new Error(added.errors.join("\n"))
    pages += 1
  }
  const written = await index.writeFiles({ outputPath: searchDir(publicDir) })
  if (written.errors.length > 0) throw new Error(written.errors.join("\n"))
  for (const file of indexFiles(searchDir(publicDir)).filter(file => !usedFile.test(file)))
    fs.rmSync(path.join(searchDir(publicDir), file))
  return { pages }
}

/**
 * Indexes `publicDir` and writes each language's preload list (`searchPreloadFile`). Every search fetches the same
 * files, so host logs never reveal queries and a search costs no round trip: about 1 KB an indexed page, and news
 * past the newest `searchedNews` is not indexed.
 */
export async function buildSearchIndex(publicDir: string): Promise<{ pages: number }> {
  // Pagefind is an ES module only, and starts its own binary (installed from npm as @pagefind/<platform>).
  const pagefind = await import("pagefind")
  try {
    const written = await writeIndex(pagefind, publicDir)
    writePreloadFile(searchDir(publicDir))
    return written
  } finally {
    await pagefind.close()
  }
}

/**
 * Each language's files, read from Pagefind's entry file: its wasm (Pagefind's stemmer for the language, or its
 * "unknown" one), its metadata, and the index's chunks and fragments, whose names start with the language's
 * (`en_be246b7.pf_index`, `en_group_87d83b1.pf_fragment`, `pagefind.en_18a23c2586.pf_meta`).
 */
function searchFilesByLanguage(dir: string) {
  const entry = JSON.parse(fs.readFileSync(path.join(dir, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { hash: string; wasm: string | null }>
  }
  const files = indexFiles(dir)
  return Object.fromEntries(
    Object.entries(entry.languages).map(([lang, { hash, wasm }]) => {
      const prefix = hash.slice(0, hash.lastIndexOf("_") + 1)
      const wordsAndText = files.filter(
        file => file.startsWith(`index/${prefix}`) || file.startsWith(`fragment/${prefix}`),
      )
      return [lang, [`wasm.${wasm ?? "unknown"}.pagefind`, `pagefind.${hash}.pf_meta`, ...wordsAndText]]
    }),
  )
}

/** Lists each language's files for its first search (`searchPreloadFile`): all of them. */
export function writePreloadFile(dir: string): void {
  const listed: SearchPreload = {}
  for (const [lang, files] of Object.entries(searchFilesByLanguage(dir)))
    listed[lang] = files.map(file => `${searchIndexPath}${file}`)
  fs.writeFileSync(path.join(dir, searchPreloadFile), JSON.stringify(listed))
}

/**
 * The pages a fragment file of the index describes: fragments are gzip-compressed, "pagefind_dcd" then JSON; one
 * page's, or a group's (an object of them by hash) in a bundled index.
 */
function fragmentPages(file: string): string[] {
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString("utf8")
  const json = JSON.parse(text.slice(text.indexOf("{"))) as Record<string, unknown>
  const fragments = (typeof json.url === "string" ? [json] : Object.values(json)) as { url?: string }[]
  return fragments.flatMap(fragment => (fragment.url ? [fragment.url] : []))
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
    .filter(file => !file.startsWith("fragment/") || fragmentPages(path.join(dir, file)).some(page => kept.has(page)))
    .map(file => `${searchIndexPath}${file}`)
}
