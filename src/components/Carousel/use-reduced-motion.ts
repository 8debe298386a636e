import { useEffect, useState } from "react"

const query = "(prefers-reduced-motion: reduce)"

/**
 * True when the visitor asked for less motion. Starts true, so nothing moves
 * before the browser has answered (and nothing moves in the static HTML).
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true)
  useEffect(() => {
    if (typeof window.matchMedia !== "function") {
      setReduced(false)
      return
    }
    const media = window.matchMedia(query)
    const update = () => setReduced(media.matches)
    update()
    media.addEventListener("change", update)
    return () => media.removeEventListener("change", update)
  }, [])
  return reduced
}
