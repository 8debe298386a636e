import { ChildProcess, spawn } from "child_process"
import http from "http"
import path from "path"
import handler from "serve-handler"

export const projectDir = path.resolve(__dirname, "../../..")

/** The two ways the built site is served: Gatsby's own server, and a plain static host with no redirect rules. */
export const servers = {
  gatsby: "http://127.0.0.1:9100",
  static: "http://127.0.0.1:9101",
} as const
export type ServerName = keyof typeof servers
export const serverNames = Object.keys(servers) as ServerName[]

const port = (url: string) => Number(new URL(url).port)

async function waitFor(url: string, timeoutMs = 60000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      response => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise(resolve => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

export function startGatsbyServe(): ChildProcess {
  const child = spawn(
    path.join(projectDir, "node_modules/.bin/gatsby"),
    ["serve", "--host", "127.0.0.1", "--port", String(port(servers.gatsby))],
    { cwd: projectDir, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, stdio: "ignore", detached: true },
  )
  return child
}

/** Like any plain static host: files as they are, 404.html for anything else. */
export function startStaticServer(): Promise<http.Server> {
  const server = http.createServer((request, response) =>
    handler(request, response, { public: path.join(projectDir, "public") }),
  )
  return new Promise(resolve => server.listen(port(servers.static), "127.0.0.1", () => resolve(server)))
}

export async function waitForServers(): Promise<void> {
  await Promise.all(Object.values(servers).map(url => waitFor(url)))
}
