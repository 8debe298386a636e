/**
 * Gatsby draws a page's Head a second time in the browser and compares the result with <head>, node by node. On
 * the page the phone opened, <head> came from the server and is already right: drawing it again only gives a slow
 * phone one more long task while the page hydrates. A Head that calls this keeps the server's <head>: its drawing
 * waits for good, so nothing is committed, until the visitor moves to another page. From then on every page's head
 * is drawn as usual. `gatsby develop` sends pages without a head, so there the first page's head is drawn too.
 */
let keepServerHead = typeof document !== "undefined" && document.querySelector("[data-gatsby-head]") !== null

/** Never settles: React leaves a render that waits on it uncommitted until a newer render replaces it. */
const never = new Promise<never>(() => undefined)

export function useServerHead() {
  if (keepServerHead) throw never
}

/** Called when the visitor leaves the first page: its head is then Gatsby's to replace. */
export function leaveServerHead() {
  keepServerHead = false
}
