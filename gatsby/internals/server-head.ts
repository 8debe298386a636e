/**
 * Gatsby re-renders the Head in the browser and diffs it against <head>; on the first page the server's <head> is
 * already right, so that is only another long task during hydration. A Head calling this suspends until the first
 * navigation. `gatsby develop` serves pages without a head, so there the first head renders too.
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
