let keptCurrent = false

/**
 * Writes the services' status on the page (status-text.ts). The code comes once the first page is idle, ahead of
 * the islands' (gatsby-browser.tsx), so no first load carries it; after a navigation, as StatusLine draws. From
 * then on it writes again each minute, and as the page is shown again (a tab brought back, a page restored from the
 * back-forward cache), so that a page left open says what is true now.
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
