import crypto from "crypto"
import fs from "fs"
import path from "path"
import { locales } from "../../model/locales"
import { homePath, localizedPath, offlinePath } from "../../model/routes"
import { notKeptPrefixes } from "../../registry"
import { searchHashedFile, searchIndexPath } from "../../model/search"
import { contentHashedName, precacheList } from "../../../gatsby/internals/build-stats"
import { offlineSearchFiles } from "./search-index"

/** A name for this build's cache that changes whenever one of the kept files does. */
export function cacheVersion(publicDir: string, files: readonly string[]): string {
  const hash = crypto.createHash("sha256")
  for (const file of files) {
    hash.update(file)
    hash.update(fs.readFileSync(path.join(publicDir, file.endsWith("/") ? `${file}index.html` : file)))
  }
  return `site-${hash.digest("hex").slice(0, 12)}`
}

/**
 * How long a page waits for the network before its kept copy is shown. On the connection the speed budgets assume
 * (Lighthouse's slow 4G) a whole page is on screen within 1.6 s; three seconds without even the start of an answer
 * means a failing connection, and a visitor looking for a phone number should not wait longer for a copy they have.
 */
export const pageWaitMs = 3_000

/**
 * Kept beyond the essentials, oldest evicted first, so recent reads open offline while a small phone gives little: 20
 * pages (and their data), a few visits of news at ~40 KB a page, and 60 pictures (the home page's, under 20, and more):
 * a few MB.
 */
export const keptPages = 20
export const keptPictures = 60

/** What the build writes in front of the worker's source (src/service-worker/sw.js, which explains each). */
export interface WorkerSettings {
  version: string
  precache: readonly string[]
  /** The start of each language's addresses ("/sw/") and its offline page. */
  offlinePages: Record<string, string>
  notKept: readonly string[]
  /** Which of the build's scripts and styles have a hash in their name. */
  buildHashed: RegExp
  /** Where the search index is (src/model/search.ts), and which of its files have a hash in their name. */
  searchIndex: string
  searchHashed: RegExp
  pageWaitMs: number
  keptPages: number
  keptPictures: number
}

/** The worker's source with its settings in front. */
export function serviceWorkerSource(workerSource: string, settings: WorkerSettings): string {
  // The longest prefix first, so that /sw/… finds the Kiswahili offline page before / finds the English one.
  const byPrefix = Object.entries(settings.offlinePages).sort(([a], [b]) => b.length - a.length)
  return [
    `const VERSION = ${JSON.stringify(settings.version)}`,
    `const PRECACHE = ${JSON.stringify(settings.precache, null, 2)}`,
    `const OFFLINE_PAGES = ${JSON.stringify(byPrefix)}`,
    `const NOT_KEPT = ${JSON.stringify(settings.notKept)}`,
    `const BUILD_HASHED = ${settings.buildHashed.toString()}`,
    `const SEARCH_INDEX = ${JSON.stringify(settings.searchIndex)}`,
    `const SEARCH_HASHED = ${settings.searchHashed.toString()}`,
    `const PAGE_WAIT_MS = ${settings.pageWaitMs}`,
    `const KEPT_PAGES = ${settings.keptPages}`,
    `const KEPT_PICTURES = ${settings.keptPictures}`,
    workerSource,
  ].join("\n")
}

/**
 * What a visitor who opened the site once can still open offline, in every language: the home page, the offline
 * page and the service pages (`servicePaths`), and which offline page stands in for each language's other pages.
 */
export function essentialPages(servicePaths: readonly string[]) {
  return {
    pages: [
      ...locales.flatMap(locale => [localizedPath(locale, homePath), localizedPath(locale, offlinePath)]),
      ...servicePaths,
    ],
    offlinePages: Object.fromEntries(
      locales.map(locale => [localizedPath(locale, homePath), localizedPath(locale, offlinePath)]),
    ),
  }
}

export interface WorkerOptions extends Partial<
  Pick<WorkerSettings, "version" | "pageWaitMs" | "keptPages" | "keptPictures">
> {
  /** The worker that empties the caches and unregisters itself instead (src/service-worker/retire.js). */
  retire?: boolean
}

/**
 * What the worker keeps ahead of time for these pages: their files, and the search index's entry files with the
 * pages' fragments, so that search works offline for them.
 */
export function precacheFiles(publicDir: string, pages: readonly string[]): string[] {
  return [...precacheList(publicDir, pages), ...offlineSearchFiles(publicDir, pages)].sort()
}

/**
 * The text of /sw.js for the build in `projectDir`/public whose service pages are `servicePaths`: the site's worker,
 * with the settings above unless `options` gives others, or the retiring one.
 */
export function serviceWorkerFile(projectDir: string, servicePaths: readonly string[], options: WorkerOptions = {}) {
  const { retire = false, ...given } = options
  const source = (file: string) => fs.readFileSync(path.join(projectDir, "src/service-worker", file), "utf8")
  if (retire) return source("retire.js")
  const publicDir = path.join(projectDir, "public")
  const { pages, offlinePages } = essentialPages(servicePaths)
  const precache = precacheFiles(publicDir, pages)
  return serviceWorkerSource(source("sw.js"), {
    precache,
    offlinePages,
    notKept: notKeptPrefixes,
    buildHashed: contentHashedName,
    searchIndex: searchIndexPath,
    searchHashed: searchHashedFile,
    pageWaitMs,
    keptPages,
    keptPictures,
    ...given,
    version: given.version ?? cacheVersion(publicDir, precache),
  })
}

/** Writes public/sw.js (`workerPath`) for the build in `projectDir`: see serviceWorkerFile. */
export function writeServiceWorker(
  projectDir: string,
  servicePaths: readonly string[],
  workerPath: string,
  options: WorkerOptions = {},
) {
  fs.writeFileSync(path.join(projectDir, "public", workerPath), serviceWorkerFile(projectDir, servicePaths, options))
}
