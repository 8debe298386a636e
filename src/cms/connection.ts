/**
 * Whether /cms/ is connected to a Git host (CMS_BACKEND at build). Otherwise it works only on localhost with
 * decap-server (`npm run cms`, or the build served with it behind /api/v1), and elsewhere says so instead of offering a
 * dead login. Plain data only: both the build and the editor page import it.
 */
import type { CmsConfig } from "decap-cms-core"

/** Where the editor finds decap-server on a laptop: the site's own server passes /api on to it. */
export const localBackendPath = "/api/v1"

/** The backend of an editor the build did not connect: decap-server, through the site's own server. */
export const notConnectedBackend = { name: "proxy", proxy_url: localBackendPath } as const

/**
 * `config` with decap-server's address made whole against the page's: Decap ignores a local_backend address
 * without its host (detectProxyServer), and the page may be served on any host and port.
 */
export function withLocalBackendAt(config: CmsConfig, pageUrl: string): CmsConfig {
  const localBackend = config.local_backend
  if (typeof localBackend !== "object" || !localBackend.url) return config
  return { ...config, local_backend: { ...localBackend, url: new URL(localBackend.url, pageUrl).href } }
}

/** The host names on which Decap looks for decap-server (detectProxyServer in decap-cms-core). */
const localHosts: readonly string[] = ["localhost", "127.0.0.1"]

export const isConnected = (config: Pick<CmsConfig, "backend">) => config.backend.name !== notConnectedBackend.name

/** Whether this page can reach an editor: connected, or on this computer where decap-server can run. */
export const editorCanWork = (config: Pick<CmsConfig, "backend">, hostname: string) =>
  isConnected(config) || localHosts.includes(hostname)

/** The docs' section that says how to connect the editor. */
const connectDocs = "docs/it.md, “Connecting the editor to the Git host”"

/** What the page says instead of a login, in the plain words of the staff who open it. */
export const notConnectedWords = {
  title: "The content editor is not connected yet",
  text:
    "This site was built without a connection to the Git host where its content is kept, so there is nothing to " +
    "sign in to here. Please ask the person who runs the website to connect it; the steps are in " +
    `the project's ${connectDocs}.`,
} as const

/** Draws the not-connected message into `document`'s body, as plain text. */
export function showNotConnected(document: Document): void {
  const main = document.createElement("main")
  main.style.cssText = "max-width:36rem;margin:4rem auto;padding:0 1rem;font:1.125rem/1.5 system-ui,sans-serif"
  const heading = document.createElement("h1")
  heading.textContent = notConnectedWords.title
  const text = document.createElement("p")
  text.textContent = notConnectedWords.text
  main.append(heading, text)
  document.body.append(main)
}
