import { startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import {
  deferHydration,
  endFirstPage,
  listenForInteraction,
  loadIslandCodeWhenIdle,
} from "./src/site/hydration/deferred-hydration"
import { loadEveryBlock } from "./src/site/hydration/lazy-block"
import { writeOpenStatuses } from "./src/site/components/OpenStatus/write"
import type { HydrateFunction } from "./gatsby/internals/hydrate-function"
import { leaveServerHead } from "./gatsby/internals/server-head"

/**
 * Hydrate as a transition: React then works in slices of a few milliseconds and lets the phone answer taps and
 * paint in between, instead of blocking it for the whole page at once. Blocks below the fold wait until they are
 * needed (src/site/hydration). Until then every control works from the HTML alone.
 */
export const replaceHydrateFunction = (): HydrateFunction => (element, container) => {
  if (!container) return
  // `gatsby develop` serves pages without their HTML: there is nothing to hydrate, only to render.
  if (!container.firstChild) {
    createRoot(container).render(element)
    return
  }
  deferHydration()
  startTransition(() => {
    hydrateRoot(container, element)
  })
  listenForInteraction()
}

/**
 * Every block of the first page exists now; those of later pages are ordinary React. The services' status, and the
 * code of the blocks with controls, come once the page has loaded and the phone is idle.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  endFirstPage()
  loadIslandCodeWhenIdle(writeOpenStatuses)
}

/**
 * The next page renders without server HTML: the code of its lazy blocks is fetched alongside its data. Only for
 * another page: Gatsby also calls this when the first page's history entry gets its key.
 */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) {
    loadEveryBlock()
    leaveServerHead()
  }
}

/**
 * No prefetching of the pages that links point to: on a slow phone the loader's work for every link on screen
 * competes with the first page's hydration. A page's data and code are fetched when its link is followed.
 */
export const disableCorePrefetching: GatsbyBrowser["disableCorePrefetching"] = () => true

/**
 * Gatsby's start waits for this before it fetches the page's data: one more task boundary, so that loading its own
 * code and setting out are two shorter tasks on a slow phone instead of one long one (see gatsby/internals/start.ts).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => new Promise(resolve => setTimeout(resolve))
