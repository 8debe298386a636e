/* global VERSION, PRECACHE, OFFLINE_PAGES */
// The site's service worker. The build (src/node/service-worker.ts) writes it to /sw.js with three constants in
// front: VERSION, the cache's name, which changes whenever a kept file changes; PRECACHE, the essentials kept on
// the first visit (home, service pages, the offline page, and what they need to run, in every language);
// OFFLINE_PAGES, for each language's addresses (longest first: "/sw/" before "/"), the page shown for a page that
// is neither online nor kept.

/** Build files whose names change with their content: a kept copy is never out of date. */
const hashed = /(-[0-9a-f]{20}\.js|\/static\/.+)$/

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

/** Hashed files: the kept copy, or the network once, then kept. */
async function cacheFirst(request) {
  const cache = await caches.open(VERSION)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

/**
 * Pages and their data: the network, keeping a copy of what it sends; without a connection the kept copy (a page
 * opened with ?service=… is the same page), or for a page never kept, the offline page.
 */
async function networkFirst(request, isPage) {
  const cache = await caches.open(VERSION)
  try {
    const response = await fetch(request)
    // A redirect cannot stand in for a page later: the browser refuses it.
    if (response.ok && !response.redirected) await cache.put(request, response.clone())
    return response
  } catch (error) {
    const kept = await cache.match(request, { ignoreSearch: true })
    if (kept) return kept
    // Sent on, rather than shown at this address, so the offline page's own data and scripts load with it.
    const [, offlinePage] = OFFLINE_PAGES.find(([prefix]) => new URL(request.url).pathname.startsWith(prefix)) ?? []
    if (isPage && offlinePage && (await cache.match(offlinePage))) return Response.redirect(offlinePage, 302)
    throw error
  }
}

self.addEventListener("fetch", event => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== "GET" || url.origin !== self.location.origin) return
  if (request.mode === "navigate") event.respondWith(networkFirst(request, true))
  else if (url.pathname.startsWith("/page-data/")) event.respondWith(networkFirst(request, false))
  else if (hashed.test(url.pathname)) event.respondWith(cacheFirst(request))
})
