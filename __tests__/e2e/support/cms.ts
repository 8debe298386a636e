import { ChildProcess, spawn } from "child_process"
import { randomBytes } from "crypto"
import fs from "fs"
import http from "http"
import net from "net"
import os from "os"
import path from "path"
import { createInterface } from "readline"
import { pathToFileURL } from "url"
import { stripVTControlCharacters } from "util"
import handler from "serve-handler"
import { expect } from "@playwright/test"
import { localBackendPath } from "../../../src/cms/build/decap-config"
import { refuseOtherComputers, vouchedHeader } from "../../../src/cms/build/backend-proxy"
import { repoDir as projectDir } from "../../../testkit/project"

/**
 * The CMS as staff use it on a laptop, against a scratch copy, since the `npm run cms` backend edits its cwd. public/
 * is served as built, with /api/v1 passed through the dev server's guard with a key, as `npm run cms` does.
 */
export interface CmsServers {
  url: string
  /** content/ of the scratch copy, where the CMS saves. */
  contentDir: string
  /** Answers `urlPath` with `html` from now on, in place of the built file: a page as other content would build it. */
  servePage: (urlPath: string, html: string) => void
  /**
   * What went wrong with the editor's requests since the last call: a refusal or failure of /api, and each error
   * the backend logged (a picture it was asked for and could not find, say), which the editor may show only as a
   * blank.
   */
  takeProblems: () => string[]
  close: () => Promise<void>
}

/** The site on CMS_E2E_PORT (default 9110), the backend on the port after it. */
const sitePort = Number(process.env.CMS_E2E_PORT ?? 9110)
const backendPort = sitePort + 1

/** Resolves once the backend on `port` answers what it is asked with `headers`. */
async function answers(port: number, what: string, headers: Record<string, string> = {}): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}${localBackendPath}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...headers },
          body: JSON.stringify({ action: "info" }),
        }).then(
          answer => answer.ok,
          () => false,
        ),
      { message: `${what} answers`, timeout: 30_000 },
    )
    .toBe(true)
}

/**
 * Plain decap-server on `port`, saving into content/ under `scratch` (a copy, never the repository's): the backend
 * a built /cms/ on localhost is documented to work with.
 */
export async function startDecapServer(scratch: string, port: number): Promise<ChildProcess> {
  const decap = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: scratch,
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: "inherit",
  })
  await answers(port, "decap-server")
  return decap
}

/**
 * The backend of `npm run cms` on `port`, answering only what is vouched for with `key`, saving under `scratch`;
 * each error it logs goes to `onError` too.
 */
async function startCmsBackend(
  scratch: string,
  port: number,
  key: string,
  onError: (line: string) => void,
): Promise<ChildProcess> {
  const backend = spawn(
    process.execPath,
    // One process, with tsx's loader (found from here, not from the scratch copy): stopping it stops the backend.
    ["--import", pathToFileURL(require.resolve("tsx")).href, path.join(__dirname, "cms-backend-process.ts")],
    { cwd: scratch, env: { ...process.env, PORT: String(port), CMS_BACKEND_KEY: key }, stdio: "pipe" },
  )
  for (const [stream, shownOn] of [
    [backend.stdout, process.stdout],
    [backend.stderr, process.stderr],
  ] as const) {
    stream.pipe(shownOn, { end: false })
    // decap-server's logger writes "error: …", coloured.
    createInterface({ input: stream }).on("line", line => {
      if (stripVTControlCharacters(line).startsWith("error:")) onError(line)
    })
  }
  await answers(port, "The backend of npm run cms", { [vouchedHeader]: key })
  return backend
}

function passOn(request: http.IncomingMessage, response: http.ServerResponse): void {
  const upstream = http.request(
    { host: "127.0.0.1", port: backendPort, path: request.url, method: request.method, headers: request.headers },
    answer => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    },
  )
  upstream.on("error", error => response.writeHead(502).end(String(error)))
  request.pipe(upstream)
}

/** Whether something already answers on `port`: a backend left by a run that was stopped, say. */
const portTaken = (port: number) =>
  new Promise<boolean>(resolve => {
    const socket = net.connect(port, "127.0.0.1")
    socket.once("connect", () => {
      socket.end()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })

export async function startCmsServers(): Promise<CmsServers> {
  // A backend still there from an earlier run would answer in place of this one, from its own scratch copy: every
  // save would then seem lost.
  if (await portTaken(backendPort))
    throw new Error(`port ${backendPort} is taken, by a backend an earlier run left, perhaps: stop it first`)
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"))
  const contentDir = path.join(scratch, "content")
  fs.cpSync(path.join(projectDir, "content"), contentDir, { recursive: true })

  const key = randomBytes(32).toString("hex")
  let problems: string[] = []
  const backend = await startCmsBackend(scratch, backendPort, key, line => problems.push(line))
  const guard = refuseOtherComputers(key)
  const pages = new Map<string, string>()
  const site = http.createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? "/", "http://site").pathname)
    if (page !== undefined) response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page)
    else if (request.url?.startsWith(localBackendPath)) {
      response.on("finish", () => {
        if (response.statusCode >= 400) problems.push(`${request.method} ${request.url}: ${response.statusCode}`)
      })
      guard(request, response, () => passOn(request, response))
    } else handler(request, response, { public: path.join(projectDir, "public") })
  })
  await new Promise<void>(resolve => site.listen(sitePort, "127.0.0.1", resolve))

  return {
    url: `http://127.0.0.1:${sitePort}`,
    contentDir,
    servePage: (urlPath, html) => pages.set(urlPath, html),
    takeProblems: () => {
      const taken = problems
      problems = []
      return taken
    },
    close: async () => {
      const stopped = new Promise(resolve => backend.once("exit", resolve))
      backend.kill()
      await Promise.all([stopped, new Promise(resolve => site.close(resolve))])
      fs.rmSync(scratch, { recursive: true, force: true })
    },
  }
}

/** Every file under `dir` with its bytes, to tell whether anything changed. */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) walk(full)
      else files.set(path.relative(dir, full), fs.readFileSync(full).toString("base64"))
    }
  }
  walk(dir)
  return files
}
