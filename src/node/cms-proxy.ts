import { isIPv4, isIPv6 } from "net"
import type { CreateDevServerArgs } from "gatsby"
import { localBackendPath } from "./cms-config"

/**
 * `npm run cms` passes the editor's /api on to decap-server, which writes the project's files with no account.
 * That is safe only while the development server answers this computer alone: `gatsby develop --host 0.0.0.0`
 * (or GATSBY_HOST) would let anyone on the network change the site.
 */

/** Whether a server listening on `host` answers this computer only: localhost, 127.x.x.x or ::1. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
  if (name === "localhost") return true
  if (isIPv4(name)) return name.startsWith("127.")
  if (isIPv6(name)) return new URL(`http://[${name}]`).hostname === "[::1]"
  return false
}

/** What a proxy entry of gatsby-config looks like. */
interface Proxy {
  prefix: string
  url: string
}

/** Why the development server must not start, in plain words; undefined when it may. */
export function cmsProxyRefusal(host: string, proxies: readonly Proxy[] = []): string | undefined {
  const proxy = proxies.find(entry => localBackendPath.startsWith(entry.prefix))
  if (!proxy || isLoopbackHost(host)) return undefined
  return [
    `The CMS's connection to decap-server (${proxy.prefix}) is only for this computer, but the development server`,
    `was asked to listen on "${host}" (--host or GATSBY_HOST): anyone on the network could then change the site's`,
    `files. Start it again without --host, or with --host localhost.`,
  ].join(" ")
}

/** The parts of Gatsby's state the check reads. */
interface DevServerState {
  program: { host: string }
  config: { proxy?: Proxy[] }
}

/** Stops `gatsby develop` before it listens, if it would pass /api on beyond this computer. */
export function refuseExposedCmsProxy({ store, reporter }: Pick<CreateDevServerArgs, "store" | "reporter">): void {
  const { program, config } = store.getState() as DevServerState
  const refusal = cmsProxyRefusal(program.host, config.proxy)
  if (refusal) reporter.panic(refusal)
}
