import { useEffect } from "react"
import { serviceWorkerPath } from "../routes"

/**
 * Registers the service worker once the page has fully loaded, so its downloads never compete with the page's
 * own. Only in a production build, which is where the build writes the worker.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return
    const register = () => {
      // Without it the site works as before, only not offline: nothing to tell the visitor.
      navigator.serviceWorker.register(serviceWorkerPath).catch(() => undefined)
    }
    if (document.readyState === "complete") {
      register()
      return
    }
    window.addEventListener("load", register, { once: true })
    return () => window.removeEventListener("load", register)
  }, [])
}
