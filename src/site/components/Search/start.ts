import { SearchPreload, searchIndexPath, searchPreloadFile } from "../../../model/search"

/**
 * The part of search that runs when a visitor reaches for it, before the panel's code has arrived (so it is in the
 * first load's JavaScript: kept small). On slow 4G each request one after another costs a round trip (~560 ms).
 */
export interface PagefindStart {
  lang: string
  /** Pagefind's script, written by the build beside the index: webpack must leave the import alone. */
  script: Promise<unknown>
}

let started: PagefindStart | undefined

/** Asks the browser for a file now, for a script to find when it asks (matched by address and fetch()'s mode). */
function preload(href: string) {
  const link = document.createElement("link")
  link.rel = "preload"
  link.as = "fetch"
  link.crossOrigin = "anonymous"
  link.href = href
  document.head.appendChild(link)
}

/**
 * Requests Pagefind's script and the language's preload list at once, then the listed files as soon as it arrives: two
 * round trips with the panel's code, where Pagefind would chain them. After a failure (offline, no index) the next call
 * retries.
 */
export function startPagefind(lang: string): PagefindStart {
  if (started?.lang !== lang) {
    fetch(`${searchIndexPath}${searchPreloadFile}`)
      .then(response => (response.ok ? (response.json() as Promise<SearchPreload>) : undefined))
      .then(files => files?.[lang]?.forEach(preload))
      .catch(() => undefined)
    const script = import(/* webpackIgnore: true */ `${searchIndexPath}pagefind.js`) as Promise<unknown>
    const start = { lang, script }
    script.catch(() => {
      if (started === start) started = undefined
    })
    started = start
  }
  return started
}
