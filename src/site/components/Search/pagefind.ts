import { SearchChunks, searchChunksFile, searchIndexPath } from "../../../model/search"

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
  /** Read when Pagefind starts (init), and forgotten by destroy. */
  options: (options: { noWorker?: boolean; metaCacheTag?: string }) => Promise<void>
  init: () => Promise<void>
  destroy: () => Promise<void>
  /** Null when a later search has started within `wait` ms. */
  debouncedSearch: (query: string, options?: object, wait?: number) => Promise<PagefindSearch | null>
}

const script = `${searchIndexPath}pagefind.js`
const entry = `${searchIndexPath}pagefind-entry.json`

let module: Promise<Pagefind> | undefined
/** Pagefind started for a language: after a client-side move to the other one, it starts again. */
let started: { lang: string; ready: Promise<Pagefind> } | undefined

/** Asks the browser for a file now, for Pagefind to find when it asks (matched by address and fetch()'s mode). */
function preload(href: string) {
  const link = document.createElement("link")
  link.rel = "preload"
  link.as = "fetch"
  link.crossOrigin = "anonymous"
  link.href = href
  document.head.appendChild(link)
}

/**
 * The language's index chunks, when the build listed them (a small index): on their way with Pagefind's wasm and
 * metadata, rather than a round trip after them, when the first word is typed.
 */
async function preloadChunks(lang: string, tag: string) {
  const response = await fetch(`${searchIndexPath}${searchChunksFile}?ts=${tag}`)
  if (!response.ok) return
  for (const chunk of ((await response.json()) as SearchChunks)[lang] ?? []) preload(chunk)
}

/**
 * Pagefind's script, written by the build beside the index (not part of the site's bundle: webpack must leave
 * the import alone), started for the page's language. Its script, its entry file and the list of the language's
 * chunks are asked for at once, to arrive in one round trip, and it runs without its worker, whose script would
 * cost a round trip (and 40 KB) more before the index is read. Rejects when the build has no index (`gatsby build`
 * alone) or it cannot be fetched, and a later call tries again.
 */
export function loadPagefind(lang: string): Promise<Pagefind> {
  if (started?.lang === lang) return started.ready
  const previous = started?.ready
  // Pagefind's own cache-buster (the time), shared with the preloads: always this build's entry file and list.
  const tag = String(Date.now())
  preload(`${entry}?ts=${tag}`)
  preloadChunks(lang, tag).catch(() => undefined)
  module ??= import(/* webpackIgnore: true */ script) as Promise<Pagefind>
  const ready = (async () => {
    const pagefind = await module
    if (previous) {
      await previous.catch(() => undefined)
      await pagefind.destroy()
    }
    await pagefind.options({ noWorker: true, metaCacheTag: tag })
    await pagefind.init()
    return pagefind
  })().catch((error: unknown) => {
    module = undefined
    if (started?.ready === ready) started = undefined
    throw error
  })
  started = { lang, ready }
  return ready
}
