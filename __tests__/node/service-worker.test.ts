/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import vm from "vm"
import { cacheVersion, precacheList, serviceWorkerSource } from "../../src/node/service-worker"

let publicDir: string

/** A build in miniature: two pages, their data, and the webpack stats that name the site's and the templates' chunks. */
function writeBuild() {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), text)
  }
  write("index.html", "<html>home</html>")
  write("offline/index.html", "<html>offline</html>")
  write(
    "page-data/index/page-data.json",
    JSON.stringify({ componentChunkName: "component---home", staticQueryHashes: ["1", "2"] }),
  )
  write(
    "page-data/offline/page-data.json",
    JSON.stringify({ componentChunkName: "component---offline", staticQueryHashes: ["2"] }),
  )
  write("page-data/app-data.json", "{}")
  write(
    "webpack.stats.json",
    JSON.stringify({
      namedChunkGroups: {
        app: { assets: [{ name: "app-0123456789abcdef0123.js" }, { name: "framework-aaaaaaaaaaaaaaaaaaaa.js" }] },
        "component---home": { assets: [{ name: "home-bbbbbbbbbbbbbbbbbbbb.js" }, { name: "home.js.map" }] },
        "component---offline": { assets: [{ name: "offline-cccccccccccccccccccc.js" }] },
      },
    }),
  )
  for (const hash of ["1", "2"]) write(`page-data/sq/d/${hash}.json`, "{}")
  for (const file of [
    "/app-0123456789abcdef0123.js",
    "/framework-aaaaaaaaaaaaaaaaaaaa.js",
    "/home-bbbbbbbbbbbbbbbbbbbb.js",
    "/offline-cccccccccccccccccccc.js",
  ])
    write(file, `// ${file}`)
}

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "sw-"))
  writeBuild()
})
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

test("keeps each essential page with its data, its static queries and every script it runs", () => {
  expect(precacheList(publicDir, ["/", "/offline/"])).toEqual(
    [
      "/",
      "/offline/",
      "/app-0123456789abcdef0123.js",
      "/framework-aaaaaaaaaaaaaaaaaaaa.js",
      "/home-bbbbbbbbbbbbbbbbbbbb.js",
      "/offline-cccccccccccccccccccc.js",
      "/page-data/app-data.json",
      "/page-data/index/page-data.json",
      "/page-data/offline/page-data.json",
      "/page-data/sq/d/1.json",
      "/page-data/sq/d/2.json",
    ].sort(),
  )
})

test("the cache's name changes when a kept file changes, and only then", () => {
  const files = precacheList(publicDir, ["/", "/offline/"])
  const first = cacheVersion(publicDir, files)
  expect(cacheVersion(publicDir, files)).toBe(first)
  fs.writeFileSync(path.join(publicDir, "offline/index.html"), "<html>new text</html>")
  expect(cacheVersion(publicDir, files)).not.toBe(first)
})

const offlinePages = { "/": "/offline/", "/sw/": "/sw/offline/" }

/** The worker as the build writes it, run with a browser's APIs stood in for: no network, and `kept` in its cache. */
function offlineWorker(kept: string[]) {
  const worker = fs.readFileSync(path.resolve(__dirname, "../../src/service-worker/sw.js"), "utf8")
  const source = serviceWorkerSource(worker, "site-123", ["/", "/offline/", "/sw/", "/sw/offline/"], offlinePages)
  const listeners: Record<string, (event: unknown) => void> = {}
  const origin = "https://fixture.example"
  const cache = {
    match: async (request: string | { url: string }) =>
      kept.includes(pathOf(request)) ? `kept ${pathOf(request)}` : undefined,
  }
  const pathOf = (request: string | { url: string }) =>
    new URL(typeof request === "string" ? request : request.url, origin).pathname
  const context = {
    URL,
    self: {
      location: { origin },
      addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    },
    caches: { open: async () => cache },
    fetch: async () => {
      throw new TypeError("Failed to fetch")
    },
    Response: { redirect: (to: string, status: number) => ({ redirectedTo: to, status }) },
  }
  vm.runInNewContext(source, context)
  /** What the worker answers a visit to `pagePath` with. */
  const visit = (pagePath: string) =>
    new Promise<unknown>((resolve, reject) => {
      listeners.fetch({
        request: { url: `${origin}${pagePath}`, method: "GET", mode: "navigate" },
        respondWith: (response: Promise<unknown>) => response.then(resolve, reject),
      })
    })
  return { listeners, visit }
}

test("the worker is valid JavaScript that installs, activates and answers requests", () => {
  expect(Object.keys(offlineWorker([]).listeners).sort()).toEqual(["activate", "fetch", "install"])
})

test("offline, a page never kept leads to the offline page of its own language", async () => {
  const { visit } = offlineWorker(["/offline/", "/sw/offline/", "/sw/"])
  await expect(visit("/news/some-article/")).resolves.toEqual({ redirectedTo: "/offline/", status: 302 })
  await expect(visit("/sw/news/some-article/")).resolves.toEqual({ redirectedTo: "/sw/offline/", status: 302 })
  // A page kept is shown as kept.
  await expect(visit("/sw/")).resolves.toBe("kept /sw/")
})

test("offline, without the offline page of its language kept, the visit fails as it would without a worker", async () => {
  const { visit } = offlineWorker(["/offline/"])
  await expect(visit("/sw/news/some-article/")).rejects.toThrow("Failed to fetch")
})
