import { useEffect, useState } from "react"

const query = "(prefers-reduced-motion: reduce)"

/**
 * True when the visitor asked for less motion. Starts true, so nothing moves
 * before the browser has answered (and nothing moves in the static HTML).
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true)
  useEffect(() => {
    // Browsers without matchMedia cannot ask for less motion.
    const media = typeof window.matchMedia === "function" ? window.matchMedia(query) : undefined
    const update = () => setReduced(media?.matches ?? false)
    update()
    media?.addEventListener("change", update)
    return () => media?.removeEventListener("change", update)
  }, [])
  return reduced
}
