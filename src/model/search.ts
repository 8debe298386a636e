/**
 * Site search (Pagefind): index contents and query cleaning. Only parts marked `searchBody` are indexed (after `gatsby
 * build`, scripts/search-index.ts), so pages without one (demo, editor, redirects, archive lists) are left out. Plain
 * data: the browser imports this module too.
 */

/** Where the build writes the index, and where the browser fetches it from. */
export const searchIndexPath = "/pagefind/"

/**
 * The index's files whose names change with their content (`en_1e6dce9.pf_fragment`, `pagefind.en_8cef26b1cd.pf_meta`):
 * cached for good by the CDN and the service worker. Pagefind's script, wasm and entry file keep their names (the build
 * leaves its worker out).
 */
export const searchHashedFile = /_[0-9a-f]{7,}\.pf_[a-z]+$/

/**
 * Per-language list of every file a search needs (Pagefind's wasm, metadata, index chunks), so the browser fetches them
 * at once when search opens instead of chaining round trips, and the same files whatever is typed (search-index.ts).
 */
export const searchPreloadFile = "preload.json"
export type SearchPreload = Record<string, string[]>

/**
 * How many of each language's newest articles the search covers; older news is in the archive, which every search
 * links to. The first search then fetches the same bytes (about 1 KB a page) however large the archive grows.
 */
export const searchedNews = 30

/** The kinds of page a result can be, each with its own word in the dictionary (search.kinds). */
export const searchKinds = ["service", "news", "health", "page"] as const
export type SearchKind = (typeof searchKinds)[number]

/** What an indexed page tells its results besides its title and text (Pagefind's metadata). */
export interface SearchMeta {
  kind: SearchKind
  /** A service page's numbers, so that a result can be called or messaged without opening the page. */
  phone?: string
  whatsapp?: string
  /** The result's title where the indexed part has no h1 of its own (the home page's health articles). */
  title?: string
}

/** The HTML attribute of the part of a page that is indexed. */
export const searchBodyAttribute = "data-pagefind-body"
/** Its props, spread on that part. */
export const searchBody = { [searchBodyAttribute]: "" } as const

/**
 * The attributes of one empty element per piece of metadata, inside the indexed part (SearchMetaTags): Pagefind
 * reads `name:value`, and would cut a value at a comma, so a comma in one (a title) is left out.
 */
export function searchMetaAttributes(meta: SearchMeta): { "data-pagefind-meta": string }[] {
  return Object.entries(meta)
    .filter(([, value]) => value)
    .map(([name, value]) => ({ "data-pagefind-meta": `${name}:${String(value).replace(/,/g, "")}` }))
}

/**
 * The HTML attributes of a part left out of the index, besides what Pagefind leaves out of its own accord (navs,
 * footers, forms, labels): what no one searches for, or what would run into excerpts (a button's words, dates).
 */
export const searchIgnore = { "data-pagefind-ignore": "all" } as const
