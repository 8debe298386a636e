/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import vm from "vm"
import { cacheVersion, precacheList, serviceWorkerSource } from "../../src/node/service-worker"

let publicDir: string

/** A build in miniature: two pages, their data, and the webpack stats that name their template chunks. */
function writeBuild(homeScript = "/app-0123456789abcdef0123.js") {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), text)
  }
  write(
    "index.html",
    `<html><head><link as="script" rel="preload" href="${homeScript}"/></head><script src="/framework-aaaaaaaaaaaaaaaaaaaa.js" async></script></html>`,
  )
  write("offline/index.html", `<html><script src="${homeScript}"></script></html>`)
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
        "component---home": { assets: [{ name: "home-bbbbbbbbbbbbbbbbbbbb.js" }, { name: "home.js.map" }] },
        "component---offline": { assets: [{ name: "offline-cccccccccccccccccccc.js" }] },
      },
    }),
  )
  for (const hash of ["1", "2"]) write(`page-data/sq/d/${hash}.json`, "{}")
  for (const file of [
    homeScript,
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

test("the worker is valid JavaScript that knows its cache, what to keep and the offline page", () => {
  const worker = fs.readFileSync(path.resolve(__dirname, "../../src/service-worker/sw.js"), "utf8")
  const source = serviceWorkerSource(worker, "site-123", ["/", "/offline/"], "/offline/")
  const listeners: string[] = []
  const context = { self: { addEventListener: (type: string) => listeners.push(type) } }
  vm.runInNewContext(`${source}\nself.kept = { VERSION, PRECACHE, OFFLINE_PAGE }`, context)
  expect((context.self as unknown as { kept: unknown }).kept).toEqual({
    VERSION: "site-123",
    PRECACHE: ["/", "/offline/"],
    OFFLINE_PAGE: "/offline/",
  })
  expect(listeners.sort()).toEqual(["activate", "fetch", "install"])
})
