import path from "path"
import { projectDir } from "../../../testkit/project"

/** The built site under test: the project's (testkit/project.ts), whose content/ says what to expect. */
export const publicDir = path.join(projectDir, "public")

const local = (port: string) => `http://127.0.0.1:${port}`

/** The two ways the built site is served: Gatsby's own server, and a plain static host with no redirect rules. */
export const servers = {
  gatsby: local(process.env.E2E_GATSBY_PORT ?? "9100"),
  static: local(process.env.E2E_STATIC_PORT ?? "9101"),
} as const
export type ServerName = keyof typeof servers

const isServerName = (name: string): name is ServerName => name in servers

/** The servers started and tested: both, unless E2E_SERVERS lists fewer (comma-separated, e.g. "static"). */
export const serverNames: ServerName[] = (process.env.E2E_SERVERS ?? Object.keys(servers).join(","))
  .split(",")
  .map(name => {
    if (!isServerName(name)) throw new Error(`E2E_SERVERS: unknown server "${name}" (known: gatsby, static)`)
    return name
  })

export const port = (url: string) => Number(new URL(url).port)

/**
 * Cloudflare's own runtime (workerd, through `wrangler pages dev`) serving public/ with its _headers and
 * _redirects, as the CDN serves the site: the headers project's server, on E2E_WRANGLER_PORT (default 9120).
 */
export const wranglerServer = local(process.env.E2E_WRANGLER_PORT ?? "9120")
