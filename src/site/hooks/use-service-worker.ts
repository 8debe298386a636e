import { useEffect } from "react"
import { serviceWorkerPath } from "../../model/routes"
import { retireServiceWorker } from "../../model/retire-service-worker"

/**
 * Registers the service worker once the page has fully loaded, so its downloads never compete with the page's
 * own. Only in a production build, which is where the build writes the worker, and not once it is retired: the
 * retiring worker removes itself, and registering it again would only bring it back to do so.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || retireServiceWorker || !("serviceWorker" in navigator)) return
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
