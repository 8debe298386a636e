/* global VERSION, PRECACHE, OFFLINE_PAGES, NOT_KEPT, BUILD_HASHED, SEARCH_INDEX, SEARCH_HASHED, PAGE_WAIT_MS, KEPT_PAGES, KEPT_PICTURES */
// Service worker; the build (src/node/publish/service-worker.ts) prepends its constants (VERSION, PRECACHE,
// OFFLINE_PAGES…). OFFLINE_PAGES lists address prefixes longest first ("/sw/" before "/") so the first match wins.
// Caching is best effort: a full device or broken cache means less kept, never a different page online.

/** Build files whose names change with their content: a kept copy is never out of date. */
const isHashed = path => BUILD_HASHED.test(path) || path.startsWith("/static/")
const picture = /^\/static\/.+\.(avif|webp|jpe?g|png|gif|svg)$/
const pageData = /^\/page-data\/.+\/page-data\.json$/
const precached = new Set(PRECACHE)

/** What a kept file counts against; files of neither kind (scripts, static queries) are few for a build. */
const limits = { page: KEPT_PAGES, "page data": KEPT_PAGES, picture: KEPT_PICTURES }
function kindOf(path) {
  // The search index's fragments are a page's text, a KB or so each: kept without a limit, so they never push
  // pages out.
  if (path.startsWith(SEARCH_INDEX)) return undefined
  if (picture.test(path)) return "picture"
  if (pageData.test(path)) return "page data"
  if (!isHashed(path) && !path.startsWith("/page-data/")) return "page"
  return undefined
}

// If the essentials cannot be kept (no connection, a full device), the install fails and the site works as it
// would without a worker; the browser tries again on a later visit.
self.addEventListener("install", event => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then(cache => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  )
})

// Drop the caches of earlier builds, and look after the open pages at once.
self.addEventListener("activate", event => {
  event.waitUntil(
    caches
      .keys()
      .then(names => Promise.all(names.filter(name => name !== VERSION).map(name => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})

/** The kept copy of `path`, or nothing: a cache that cannot be read is as good as empty. */
const keptCopy = path =>
  caches
    .open(VERSION)
    .then(cache => cache.match(path))
    .catch(() => undefined)

/** Keeps `response` as `path`, then drops the oldest files of its kind beyond their limit; the essentials stay. */
async function keep(path, response) {
  const cache = await caches.open(VERSION)
  await cache.put(path, response)
  const kind = kindOf(path)
  if (!precached.has(path) && kind) {
    // Keys come oldest first: in the order they were put.
    const ofKind = (await cache.keys()).filter(request => {
      const keptPath = new URL(request.url).pathname
      return !precached.has(keptPath) && kindOf(keptPath) === kind
    })
    const over = Math.max(0, ofKind.length - limits[kind])
    await Promise.all(ofKind.slice(0, over).map(request => cache.delete(request)))
  }
}

/**
 * The network's answer to `event`, of which a copy is kept under `path` while the event lasts. Whatever becomes of
 * the copy (a full device, a cache that will not open), the answer goes to the visitor as it came.
 */
function fetchAndKeep(event, path) {
  const response = fetch(event.request)
  event.waitUntil(
    response
      // A redirect cannot stand in for a page later: the browser refuses it.
      .then(answer => answer.ok && !answer.redirected && keep(path, answer.clone()))
      .catch(() => undefined),
  )
  return response
}

const wait = ms => new Promise(resolve => setTimeout(resolve, ms))

/** Hashed files: the kept copy, or the network once, then kept. */
async function cacheFirst(event, path) {
  return (await keptCopy(path)) ?? fetchAndKeep(event, path)
}

/**
 * Pages and their data: the network, keeping a copy of what it sends (a page opened with ?service=… is the same
 * page). If the network has not answered within PAGE_WAIT_MS, the kept copy; with none, the network however long
 * it takes. Without a connection the kept copy, or for a page never kept, the offline page.
 */
async function networkFirst(event, path, isPage) {
  const network = fetchAndKeep(event, path)
  const kept = keptCopy(path)
  try {
    return await Promise.race([network, wait(PAGE_WAIT_MS).then(async () => (await kept) ?? network)])
  } catch (error) {
    const copy = await kept
    if (copy) return copy
    // Sent on, rather than shown at this address, so the offline page's own data and scripts load with it.
    const [, offlinePage] = OFFLINE_PAGES.find(([prefix]) => path.startsWith(prefix)) ?? []
    if (isPage && offlinePage && (await keptCopy(offlinePage))) return Response.redirect(offlinePage, 302)
    throw error
  }
}

self.addEventListener("fetch", event => {
  const { request } = event
  const url = new URL(request.url)
  const path = url.pathname
  if (request.method !== "GET" || url.origin !== self.location.origin) return
  if (NOT_KEPT.some(prefix => path.startsWith(prefix))) return
  if (request.mode === "navigate") event.respondWith(networkFirst(event, path, true))
  else if (path.startsWith("/page-data/")) event.respondWith(networkFirst(event, path, false))
  // The search index: its hashed chunks and fragments as they are fetched, Pagefind's own files fresh when online.
  else if (path.startsWith(SEARCH_INDEX))
    event.respondWith(SEARCH_HASHED.test(path) ? cacheFirst(event, path) : networkFirst(event, path, false))
  else if (isHashed(path)) event.respondWith(cacheFirst(event, path))
})
