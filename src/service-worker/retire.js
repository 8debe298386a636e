// The worker a build made with GATSBY_RETIRE_SERVICE_WORKER=1 writes to /sw.js instead of sw.js (docs/it.md). A
// browser that has the site's worker fetches /sw.js again at the next visit, and this one takes its place: it
// empties the site's caches and unregisters itself. With no fetch handler, nothing goes through it meanwhile.

self.addEventListener("install", () => self.skipWaiting())

// Each whatever becomes of the other: a cache that cannot be emptied must not keep the worker in place.
self.addEventListener("activate", event => {
  event.waitUntil(
    Promise.all([
      caches.keys().then(names => Promise.all(names.map(name => caches.delete(name)))),
      self.registration.unregister(),
    ]),
  )
})
