import { startTransition, useEffect, useState } from "react"

const query = "(prefers-reduced-motion: reduce)"

/** Asks the browser now, for code that must decide before the first re-render (nothing may move meanwhile). */
export const prefersReducedMotion = () =>
  // Browsers without matchMedia cannot ask for less motion.
  typeof window.matchMedia === "function" && window.matchMedia(query).matches

/**
 * True when the visitor asked for less motion. The server cannot know, so the page starts as most visitors want
 * it; the few who asked for less get their re-render as a transition, which never holds up the page's hydration.
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const media = typeof window.matchMedia === "function" ? window.matchMedia(query) : undefined
    const update = () => startTransition(() => setReduced(media?.matches ?? false))
    if (media?.matches) update()
    media?.addEventListener("change", update)
    return () => media?.removeEventListener("change", update)
  }, [])
  return reduced
}
