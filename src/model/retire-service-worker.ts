/**
 * GATSBY_RETIRE_SERVICE_WORKER=1 (or true) at build time retires the site's service worker (docs/it.md): the build
 * writes a worker that empties the caches and unregisters itself, and the pages stop registering one. Gatsby writes
 * the value into the browser bundle at build time, so the build and the pages read the same setting.
 */
export const retireServiceWorker = ["1", "true"].includes(String(process.env.GATSBY_RETIRE_SERVICE_WORKER))
