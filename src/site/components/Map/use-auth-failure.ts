import { useEffect, useState } from "react"

declare global {
  interface Window {
    /** Google Maps calls this global when it rejects the API key. */
    gm_authFailure?: () => void
  }
}

/** True once Google Maps has reported that it rejected the API key. */
export function useAuthFailure(): boolean {
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    // Keep any handler set before ours (another map on the page) and put it back when this map goes.
    const previous = window.gm_authFailure
    const handler = () => {
      previous?.()
      setFailed(true)
    }
    window.gm_authFailure = handler
    return () => {
      if (window.gm_authFailure === handler) window.gm_authFailure = previous
    }
  }, [])

  return failed
}
