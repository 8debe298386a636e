import { timingSafeEqual } from "crypto"
import fs from "fs"
import type { IncomingMessage, ServerResponse } from "http"
import { isIPv4, isIPv6 } from "net"
import path from "path"
import type { CreateDevServerArgs } from "gatsby"
import { localBackendPath } from "../connection"
import { contentFolder } from "../../model/content-model"
import { isUnder } from "../../node/content/content-types"
import { developHost } from "../../../gatsby/internals/develop"

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

/** A Host header or an origin ("localhost:8000", "http://[::1]:8000") as an address, if it is one. */
function addressOf(value: string): URL | undefined {
  try {
    return new URL(value.includes("://") ? value : `http://${value}`)
  } catch {
    return undefined
  }
}

/**
 * The header by which the development server vouches for a request it passes on to the backend of `npm run cms`,
 * with the key in CMS_BACKEND_KEY, which scripts/cms.mjs makes afresh at each start: no page knows it.
 */
export const vouchedHeader = "x-cms-backend-key"

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

const refuse = (response: ServerResponse, text: string) =>
  void response.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" }).end(text)

/**
 * Guards the /api proxy: the dev server allows any origin, so a foreign Origin, or a foreign Host via DNS rebinding,
 * could otherwise write project files. Only same-origin requests (Origin matches Host) from this computer pass, and
 * they must also carry `key` (CMS_BACKEND_KEY, under `npm run cms`).
 */
export const refuseOtherComputers =
  (key: string | undefined): Middleware =>
  (request, response, next) => {
    if (!isLoopback(request.socket.remoteAddress)) return refuse(response, refusal)
    const { origin, host = "" } = request.headers
    const site = addressOf(host)
    if (!isLoopback(site?.hostname) || (origin !== undefined && addressOf(origin)?.host !== site?.host))
      return refuse(response, otherSiteRefusal)
    if (key) request.headers[vouchedHeader] = key
    next()
  }

/** The paths a request to decap-server's backend names (its `params`: path, newPath, folder, mediaFolder, paths). */
function pathsIn(value: unknown, key = ""): string[] {
  if (typeof value === "string")
    return ["path", "newPath", "folder", "mediaFolder", "paths"].includes(key) ? [value] : []
  if (Array.isArray(value)) return value.flatMap(item => pathsIn(item, key === "paths" ? key : ""))
  if (typeof value !== "object" || value === null) return []
  return Object.entries(value).flatMap(([name, item]) => pathsIn(item, name))
}

/**
 * First before the backend of `npm run cms` (src/cms/build/local-backend.ts), ahead of reading any body: it answers
 * only what the development server passed on, vouched for with `key` (see refuseOtherComputers).
 */
export const vouchedFor =
  (key: string): Middleware =>
  (request, response, next) => {
    const given = Buffer.from(String(request.headers[vouchedHeader] ?? ""))
    const expected = Buffer.from(key)
    const vouched = given.length === expected.length && timingSafeEqual(given, expected)
    if (!isLoopback(request.socket.remoteAddress) || !vouched) return refuse(response, otherSiteRefusal)
    next()
  }

/** The real place of `file`, which need not exist yet: its nearest folder that does, with links followed. */
function realPathOf(file: string): string {
  const rest: string[] = []
  let existing = file
  while (!fs.existsSync(existing) && path.dirname(existing) !== existing) {
    rest.unshift(path.basename(existing))
    existing = path.dirname(existing)
  }
  return path.join(fs.realpathSync(existing), ...rest)
}

/**
 * Then, with the body read as JSON: the request names only files under content/, where they really are (a
 * symbolic link there, which the content check refuses, leads nowhere else).
 */
export const onlyContent =
  (projectDir: string): Middleware =>
  (request, response, next) => {
    const content = realPathOf(path.resolve(projectDir, contentFolder))
    const elsewhere = pathsIn((request as IncomingMessage & { body?: { params?: unknown } }).body?.params).filter(
      file => !isUnder(content, realPathOf(path.resolve(projectDir, file))),
    )
    if (elsewhere.length > 0)
      return refuse(response, `The editor saves only under ${contentFolder}/, not ${elsewhere.join(", ")}.`)
    next()
  }

/** Tells whoever started `gatsby develop` on the network that the editor stays on this computer. */
export function noticeNetworkHost({ store, reporter }: Pick<CreateDevServerArgs, "store" | "reporter">): void {
  const host = developHost(store)
  if (!isLoopback(host)) {
    reporter.warn(`The development server listens on "${host}", beyond this computer. ${refusal} Others get a refusal.`)
  }
}
