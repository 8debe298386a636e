import { startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"

/**
 * Hydrate as a transition: React then works in slices of a few milliseconds and lets the phone answer taps and
 * paint in between, instead of blocking it for the whole page at once.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => (element, container) => {
  if (!container) return
  // `gatsby develop` serves pages without their HTML: there is nothing to hydrate, only to render.
  if (!container.firstChild) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
