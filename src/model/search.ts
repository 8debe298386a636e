/**
 * Site search (Pagefind): what the index holds and how a query is cleaned. The build indexes the pages after
 * `gatsby build` (scripts/search-index.ts); only the parts of a page marked with `searchBody` are indexed, so a page
 * without one (the home page's other sections, the archive's lists, the demo screens, the editor, the redirects)
 * is not in the index. Plain data: the browser reads this module too.
 */

/** Where the build writes the index, and where the browser fetches it from. */
export const searchIndexPath = "/pagefind/"

/**
 * The index's files whose names change with their content (`en_1e6dce9.pf_fragment`, `pagefind.en_8cef26b1cd.pf_meta`):
 * cached for good by the CDN and the service worker. Pagefind's script, worker, wasm and entry file keep their names.
 */
export const searchHashedFile = /_[0-9a-f]{7,}\.pf_[a-z]+$/

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
export const searchBody = { "data-pagefind-body": "" } as const

/**
 * The attributes of one empty element per piece of metadata, inside the indexed part (SearchMetaTags): Pagefind
 * reads `name:value`, and would cut a value at a comma, so a comma in one (a title) is left out.
 */
export function searchMetaAttributes(meta: SearchMeta): { "data-pagefind-meta": string }[] {
  return Object.entries(meta)
    .filter(([, value]) => value)
    .map(([name, value]) => ({ "data-pagefind-meta": `${name}:${String(value).replace(/,/g, "")}` }))
}

/** The HTML attributes of a part left out of the index (the navbar, the footer, a form). */
export const searchIgnore = { "data-pagefind-ignore": "all" } as const

/** Longer queries are cut: no one types more to find a page, and each word costs the phone a lookup. */
export const maxQueryLength = 100

/**
 * The query to run for what was typed, or "" when there is nothing to search for: only spaces or symbols
 * (Pagefind would list every page for them). Cut to `maxQueryLength` characters, spaces collapsed.
 */
export function cleanQuery(typed: string): string {
  const query = typed.replace(/\s+/g, " ").trim().slice(0, maxQueryLength).trim()
  return /[\p{L}\p{N}]/u.test(query) ? query : ""
}

/** A part of a result's excerpt: Pagefind marks the words found with <mark>; the rest is text. */
export interface ExcerptPart {
  text: string
  marked: boolean
}

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" }

/**
 * An excerpt from the index as text and marks: only Pagefind's own <mark>…</mark> is read as markup, anything
 * else stays text (shown as typed, never run), and the few entities Pagefind escapes are turned back into text.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, entity => entities[entity])
  return excerpt
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter(part => part !== "")
    .map(part => {
      const marked = /^<mark>[^<]*<\/mark>$/.test(part)
      return { text: decode(marked ? part.slice(6, -7) : part), marked }
    })
}
