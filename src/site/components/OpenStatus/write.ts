let keptCurrent = false

/**
 * Writes the services' status on the page (status-text.ts); from then on again each minute, and as the page is
 * shown again (a tab brought back, a page restored from the back-forward cache): a page left open says what is true.
 */
export const writeOpenStatuses = () =>
  import(/* webpackChunkName: "block-open-status" */ "./status-text").then(code => {
    const write = () => code.writeStatuses(document)
    write()
    if (keptCurrent) return
    keptCurrent = true
    setInterval(write, 60_000)
    addEventListener("pageshow", write)
    document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && write())
  })
