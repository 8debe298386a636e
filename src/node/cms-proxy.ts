import type { IncomingMessage, ServerResponse } from "http"
import { isIPv4, isIPv6 } from "net"
import type { CreateDevServerArgs } from "gatsby"
import { localBackendPath } from "../cms/connection"

/**
 * `gatsby develop` passes the editor's /api on to decap-server (`npm run cms`), which writes the project's files
 * with no account. Started with `--host 0.0.0.0` (or GATSBY_HOST), the development server answers the whole
 * network: /api then still answers this computer alone, and refuses every other with a plain message.
 */

/** Where the development server passes the editor's requests on: the first part of its local backend's path. */
export const cmsApiPrefix = `/${localBackendPath.split("/")[1]}`

/** decap-server's port on this computer: DECAP_SERVER_PORT, or 8081, decap-server's own default. */
export const decapServerPort = () => Number(process.env.DECAP_SERVER_PORT ?? 8081)

/** Whether `address` (a host to listen on, or where a request came from) is this computer's own. */
export function isLoopback(address: string | undefined): boolean {
  const name = (address ?? "")
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
  if (name === "localhost") return true
  if (isIPv4(name)) return name.startsWith("127.")
  if (!isIPv6(name)) return false
  const { hostname } = new URL(`http://[${name}]`)
  // ::1, or an IPv4 loopback address as IPv6 writes it (::ffff:127.0.0.1 is ::ffff:7f00:1).
  return hostname === "[::1]" || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(hostname)
}

export const refusal =
  "The CMS's /api changes the site's files, so it answers only the computer the development server runs on."

export const otherSiteRefusal =
  "The CMS's /api changes the site's files, so it answers only the editor's own page on this computer, not another site's."

/** The host name of a Host header or an origin ("localhost:8000", "http://[::1]:8000"), or "" when it has none. */
function hostNameOf(value: string): string {
  try {
    return new URL(value.includes("://") ? value : `http://${value}`).hostname
  } catch {
    return ""
  }
}

/**
 * Ahead of the /api proxy (gatsby-config's developMiddleware): a request from another computer goes no further,
 * and neither does one that another site's page makes in a browser on this one. The development server allows
 * every origin, so such a page could otherwise write the project's files: it names its own site as the Origin, or,
 * reaching this computer through a name of its own that points here (DNS rebinding), as the Host.
 */
export function refuseOtherComputers(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  const refuse = (text: string) => response.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" }).end(text)
  if (!isLoopback(request.socket.remoteAddress)) return void refuse(refusal)
  const { origin, host } = request.headers
  if (!isLoopback(hostNameOf(host ?? "")) || (origin !== undefined && !isLoopback(hostNameOf(origin))))
    return void refuse(otherSiteRefusal)
  next()
}

/** Tells whoever started `gatsby develop` on the network that the editor stays on this computer. */
export function noticeNetworkHost({ store, reporter }: Pick<CreateDevServerArgs, "store" | "reporter">): void {
  const { host } = (store.getState() as { program: { host: string } }).program
  if (!isLoopback(host)) {
    reporter.warn(`The development server listens on "${host}", beyond this computer. ${refusal} Others get a refusal.`)
  }
}
