import { RefObject, useEffect, useState } from "react"

/** True once the element has come within `rootMargin` of the viewport; it stays true after that. */
export function useNearViewport(ref: RefObject<Element>, rootMargin: string): boolean {
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const arrive = () => setNear(true)
    // Browsers without IntersectionObserver load the map at once rather than never.
    if (typeof IntersectionObserver === "undefined") {
      arrive()
      return
    }
    const observer = new IntersectionObserver(
      entries => {
        if (entries.some(entry => entry.isIntersecting)) arrive()
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, rootMargin, near])

  return near
}
