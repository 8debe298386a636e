import fs from "fs"
import http from "http"
import path from "path"
import type { AddressInfo } from "net"
import handler from "serve-handler"
import { serviceWorkerPath } from "../../../src/model/routes"
import { publicDir } from "./project"

/** The build on a host of its own, whose /sw.js a test can replace, as the next deployment would. */
export interface WorkerHost {
  url: string
  /** Serves `text` as /sw.js from now on; without it, the build's own again. */
  serveWorker(text?: string): void
  close(): Promise<void>
}

/**
 * Serves the build like the static host, at an address (and so with caches and a worker) of its own. A browser
 * checks for a new worker by fetching /sw.js itself, outside any page, where Playwright's routing does not reach:
 * only a host that serves another /sw.js shows it another build's worker.
 */
export async function startWorkerHost(): Promise<WorkerHost> {
  let worker: string | undefined
  const server = http.createServer((request, response) => {
    if (new URL(request.url ?? "/", "http://host").pathname !== serviceWorkerPath)
      return handler(request, response, { public: publicDir })
    response.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-cache" })
    response.end(worker ?? fs.readFileSync(path.join(publicDir, serviceWorkerPath)))
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serveWorker: text => (worker = text),
    close: () =>
      new Promise(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
