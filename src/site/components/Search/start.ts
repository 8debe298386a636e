import { searchChunksFile, searchIndexPath } from "../../../model/search"

/**
 * The part of search that runs when a visitor reaches for it, before the panel's code has arrived (so it is in the
 * first load's JavaScript: kept small). On slow 4G each request one after another costs a round trip (~560 ms).
 */
export interface PagefindStart {
  lang: string
  /** Pagefind's own cache-buster for its entry file (the time), shared with the preloads: always this build's. */
  tag: string
  /** Pagefind's script, written by the build beside the index: webpack must leave the import alone. */
  script: Promise<unknown>
}

let started: PagefindStart | undefined

/** Asks the browser for a file now, for a script to find when it asks (matched by address and fetch()'s mode). */
export function preload(href: string) {
  const link = document.createElement("link")
  link.rel = "preload"
  link.as = "fetch"
  link.crossOrigin = "anonymous"
  link.href = href
  document.head.appendChild(link)
}

/**
 * Asks at once for Pagefind's script, its entry file and the build's list of the language's index chunks, so that
 * they arrive with the panel's code, in one round trip. Once more after a failure (offline, or no index).
 */
export function startPagefind(lang: string): PagefindStart {
  if (started?.lang !== lang) {
    const tag = String(Date.now())
    preload(`${searchIndexPath}pagefind-entry.json?ts=${tag}`)
    preload(`${searchIndexPath}${searchChunksFile}?ts=${tag}`)
    const script = import(/* webpackIgnore: true */ `${searchIndexPath}pagefind.js`) as Promise<unknown>
    const start = { lang, tag, script }
    script.catch(() => {
      if (started === start) started = undefined
    })
    started = start
  }
  return started
}
