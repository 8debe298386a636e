import { startPagefind } from "./start"

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
  options: (options: { noWorker?: boolean }) => Promise<void>
  init: () => Promise<void>
  destroy: () => Promise<void>
  /** Null when a later search has started within `wait` ms. */
  debouncedSearch: (query: string, options?: object, wait?: number) => Promise<PagefindSearch | null>
}

/** Pagefind started for a language: after a client-side move to the other one, it starts again. */
let ready: { lang: string; pagefind: Promise<Pagefind> } | undefined

/**
 * Pagefind for the page's language (files requested by `startPagefind`). Runs without its worker, which would add a
 * round trip and 40 KB before the index is read. Rejects without an index (`gatsby build` alone) or network; later
 * calls retry.
 */
export function loadPagefind(lang: string): Promise<Pagefind> {
  if (ready?.lang === lang) return ready.pagefind
  const previous = ready?.pagefind
  const { script } = startPagefind(lang)
  const pagefind = (async () => {
    const loaded = (await script) as Pagefind
    if (previous) {
      await previous.catch(() => undefined)
      await loaded.destroy()
    }
    await loaded.options({ noWorker: true })
    await loaded.init()
    return loaded
  })().catch((error: unknown) => {
    if (ready?.pagefind === pagefind) ready = undefined
    throw error
  })
  ready = { lang, pagefind }
  return pagefind
}
