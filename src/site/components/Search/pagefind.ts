import { searchIndexPath } from "../../../model/search"

/** The part of Pagefind's browser API the search panel uses (https://pagefind.app/docs/api/). */
export interface PagefindResultData {
  url: string
  /** Text with the words found in <mark> tags: read with excerptParts, never as HTML. */
  excerpt: string
  meta: Record<string, string | undefined>
  sub_results?: { url: string; title: string }[]
}

export interface PagefindSearch {
  results: { id: string; data: () => Promise<PagefindResultData> }[]
}

export interface Pagefind {
  init: () => Promise<void>
  destroy: () => Promise<void>
  /** Null when a later search has started within `wait` ms. */
  debouncedSearch: (query: string, options?: object, wait?: number) => Promise<PagefindSearch | null>
}

let loaded: Promise<Pagefind> | undefined
/** The language Pagefind chose its index for: the page's <html lang> when it started. */
let startedFor: string | undefined

/**
 * Pagefind's script, written by the build beside the index (not part of the site's bundle: webpack must leave
 * the import alone), started for the page's language. Rejects when the build has no index (`gatsby build` alone)
 * or it cannot be fetched, and a later call tries again.
 */
export function loadPagefind(lang: string): Promise<Pagefind> {
  loaded ??= (import(/* webpackIgnore: true */ `${searchIndexPath}pagefind.js`) as Promise<Pagefind>).catch(
    (error: unknown) => {
      loaded = undefined
      throw error
    },
  )
  return loaded.then(async pagefind => {
    // After a client-side move to the other language, Pagefind starts again and reads the new <html lang>.
    if (startedFor !== undefined && startedFor !== lang) await pagefind.destroy()
    if (startedFor !== lang) {
      startedFor = lang
      await pagefind.init()
    }
    return pagefind
  })
}
