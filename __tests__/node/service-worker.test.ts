/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import vm from "vm"
import {
  WorkerSettings,
  cacheVersion,
  pageWaitMs,
  serviceWorkerFile,
  serviceWorkerSource,
} from "../../src/node/publish/service-worker"
import { contentHashedName, precacheList } from "../../gatsby/internals/build-stats"
import { cmsRoute } from "../../src/model/routes"
import { extensionRoutes, isPrivatePath, notKeptPrefixes, privatePrefixes } from "../../src/registry"
import { repoDir } from "../../testkit/project"
import { searchHashedFile, searchIndexPath } from "../../src/model/search"

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
        "block-appointment-form": { assets: [{ name: "block-appointment-form-dddddddddddddddddddd.js" }] },
        "search-panel": { assets: [{ name: "search-panel-eeeeeeeeeeeeeeeeeeee.js" }] },
      },
    }),
  )
  for (const hash of ["1", "2"]) write(`page-data/sq/d/${hash}.json`, "{}")
  for (const file of [
    "/app-0123456789abcdef0123.js",
    "/framework-aaaaaaaaaaaaaaaaaaaa.js",
    "/home-bbbbbbbbbbbbbbbbbbbb.js",
    "/offline-cccccccccccccccccccc.js",
    "/block-appointment-form-dddddddddddddddddddd.js",
  ])
    write(file, `// ${file}`)
}

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "sw-"))
  writeBuild()
})
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

test("keeps each essential page with its data, its static queries, every script it runs and its sections' code", () => {
  expect(precacheList(publicDir, ["/", "/offline/"])).toEqual(
    [
      "/",
      "/offline/",
      "/app-0123456789abcdef0123.js",
      "/block-appointment-form-dddddddddddddddddddd.js",
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
const origin = "https://fixture.example"
const settings: WorkerSettings = {
  version: "site-123",
  precache: ["/", "/offline/", "/sw/", "/sw/offline/"],
  offlinePages,
  notKept: notKeptPrefixes,
  buildHashed: contentHashedName,
  searchIndex: searchIndexPath,
  searchHashed: searchHashedFile,
  pageWaitMs,
  keptPages: 2,
  keptPictures: 1,
}

type Listener = (event: unknown) => void
interface Answer {
  ok: boolean
  redirected: boolean
  body: string
  clone(): Answer
}
const answer = (body: string): Answer => ({ ok: true, redirected: false, body, clone: () => answer(body) })
const quotaExceeded = () => Promise.reject(new Error("QuotaExceededError"))

interface WorldOptions {
  /** Paths in the cache, oldest first. */
  kept?: string[]
  /** The network's answer to `path`; by default there is no connection. */
  network?: (path: string) => Promise<Answer>
  /** A full device: putting into the cache fails; or a cache that will not even open. */
  storage?: "full" | "broken"
}

/** `source` run as a worker with a browser's APIs stood in for, and what it is left with. */
function runWorker(source: string, { kept = [], network, storage }: WorldOptions = {}) {
  const listeners: Record<string, Listener> = {}
  const pathOf = (request: string | { url: string }) =>
    new URL(typeof request === "string" ? request : request.url, origin).pathname
  const entries = new Map<string, Answer>(kept.map(file => [file, answer(`kept ${file}`)]))
  const cache = {
    match: async (request: string) => entries.get(pathOf(request)),
    put: async (request: string, response: Answer) => {
      if (storage === "full") return quotaExceeded()
      entries.delete(pathOf(request))
      entries.set(pathOf(request), response)
    },
    keys: async () => [...entries.keys()].map(file => ({ url: `${origin}${file}` })),
    delete: async (request: { url: string }) => entries.delete(pathOf(request)),
  }
  const cacheNames = new Set(["site-123", "site-old"])
  const registration = { unregistered: false, unregister: async () => (registration.unregistered = true) }
  const worker = {
    skippedWaiting: false,
    location: { origin },
    registration,
    clients: { claim: async () => undefined },
    skipWaiting: async () => (worker.skippedWaiting = true),
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
  }
  vm.runInNewContext(source, {
    URL,
    Promise,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    self: worker,
    caches: {
      open: async () => (storage === "broken" ? quotaExceeded() : cache),
      keys: async () => [...cacheNames],
      delete: async (name: string) => cacheNames.delete(name),
    },
    fetch: (request: { url: string }) =>
      network ? network(pathOf(request)) : Promise.reject(new TypeError("Failed to fetch")),
    Response: { redirect: (to: string, status: number) => ({ redirectedTo: to, status }) },
  })

  /** Sends `type` to the worker; resolves once everything it asked to wait for is done. */
  const dispatch = async (type: string, event: object = {}) => {
    const pending: Promise<unknown>[] = []
    listeners[type]({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) })
    while (pending.length) await pending.shift()
  }
  /**
   * What the worker answers a request for `file` with (`answered` says whether it answered at all), and `done`,
   * which resolves once its copy is kept.
   */
  const request = (file: string, mode = "navigate") => {
    const pending: Promise<unknown>[] = []
    let answered = false
    const response = new Promise<unknown>((resolve, reject) =>
      listeners.fetch({
        request: { url: `${origin}${file}`, method: "GET", mode },
        respondWith: (promise: Promise<unknown>) => {
          answered = true
          pending.push(promise.catch(() => undefined))
          promise.then(resolve, reject)
        },
        waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      }),
    )
    const done = (async () => {
      while (pending.length) await pending.shift()
    })()
    return { response, done, answered: () => answered }
  }
  const visit = (file: string) => request(file).response
  return { listeners, worker, registration, cacheNames, entries, dispatch, request, visit }
}

// The worker's own timers, run by the tests that wait for them.
beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

const theWorker = (options?: WorldOptions, given: Partial<WorkerSettings> = {}) =>
  runWorker(serviceWorkerSource(workerSource, { ...settings, ...given }), options)
const workerSource = fs.readFileSync(path.join(repoDir, "src/service-worker/sw.js"), "utf8")
const online = async (file: string) => answer(`network ${file}`)

test("the worker is valid JavaScript that installs, activates and answers requests", () => {
  expect(Object.keys(theWorker().listeners).sort()).toEqual(["activate", "fetch", "install"])
})

test("offline, a page never kept leads to the offline page of its own language", async () => {
  const { visit } = theWorker({ kept: ["/offline/", "/sw/offline/", "/sw/"] })
  await expect(visit("/news/some-article/")).resolves.toEqual({ redirectedTo: "/offline/", status: 302 })
  await expect(visit("/sw/news/some-article/")).resolves.toEqual({ redirectedTo: "/sw/offline/", status: 302 })
  // A page kept is shown as kept, whatever its query.
  await expect(visit("/sw/?service=dental")).resolves.toMatchObject({ body: "kept /sw/" })
})

test("offline, without the offline page of its language kept, the visit fails as it would without a worker", async () => {
  const { visit } = theWorker({ kept: ["/offline/"] })
  await expect(visit("/sw/news/some-article/")).rejects.toThrow("Failed to fetch")
})

describe.each(["full", "broken"] as const)("with a %s storage, online", storage => {
  test("a page, kept or not, and a script come from the network", async () => {
    const { visit, request } = theWorker({ kept: ["/", "/offline/"], network: online, storage })
    await expect(visit("/")).resolves.toMatchObject({ body: "network /" })
    await expect(visit("/news/some-article/")).resolves.toMatchObject({ body: "network /news/some-article/" })
    const script = request("/component---news-article-0123456789abcdef0123.js", "no-cors")
    await expect(script.response).resolves.toMatchObject({
      body: "network /component---news-article-0123456789abcdef0123.js",
    })
    await expect(script.done).resolves.toBeUndefined()
  })
})

test("offline, the build's files named after their content come from the cache: scripts, styles, pictures", async () => {
  const files = ["/app-0123456789abcdef0123.js", "/styles.0123456789abcdef0123.css", "/static/0123/picture.webp"]
  const { request } = theWorker({ kept: files })
  for (const file of files)
    await expect(request(file, "no-cors").response).resolves.toMatchObject({ body: `kept ${file}` })
})

describe("a page the network is slow to answer", () => {
  const never = () => new Promise<Answer>(() => undefined)

  test(`is shown as kept after ${pageWaitMs} ms`, async () => {
    const { visit } = theWorker({ kept: ["/sw/"], network: never })
    const shown = visit("/sw/")
    await jest.advanceTimersByTimeAsync(pageWaitMs)
    await expect(shown).resolves.toMatchObject({ body: "kept /sw/" })
  })

  test("never kept, waits for the network however long it takes", async () => {
    let answerNow: (response: Answer) => void = () => undefined
    const { visit } = theWorker({ kept: ["/offline/"], network: () => new Promise(resolve => (answerNow = resolve)) })
    let shown: unknown = "nothing yet"
    visit("/news/some-article/").then(response => (shown = response))
    await jest.advanceTimersByTimeAsync(10 * pageWaitMs)
    expect(shown).toBe("nothing yet")
    answerNow(answer("late"))
    await jest.advanceTimersByTimeAsync(0)
    expect(shown).toMatchObject({ body: "late" })
  })
})

test("keeps the newest pages, their data and pictures up to their limits, and every essential", async () => {
  const { request, entries } = theWorker({ kept: ["/", "/offline/", "/sw/", "/sw/offline/"], network: online })
  const files = [
    ["/news/a/", "navigate"],
    ["/page-data/news/a/page-data.json", "cors"],
    ["/static/1/a.webp", "no-cors"],
    ["/news/b/", "navigate"],
    ["/page-data/news/b/page-data.json", "cors"],
    ["/static/2/b.webp", "no-cors"],
    ["/news/c/", "navigate"],
    ["/page-data/news/c/page-data.json", "cors"],
    ["/", "navigate"],
  ]
  for (const [file, mode] of files) await request(file, mode).done
  expect([...entries.keys()].sort()).toEqual(
    [
      "/",
      "/offline/",
      "/sw/",
      "/sw/offline/",
      "/news/b/",
      "/news/c/",
      "/page-data/news/b/page-data.json",
      "/page-data/news/c/page-data.json",
      "/static/2/b.webp",
    ].sort(),
  )
})

test("leaves the CMS, its bundle and the demonstration screens to the browser", () => {
  const { request } = theWorker({ network: online })
  const files = [
    cmsRoute,
    ...privatePrefixes,
    ...extensionRoutes.filter(route => isPrivatePath(route.path)).map(route => route.path),
  ]
  for (const file of files) expect(request(file).answered()).toBe(false)
  expect(request(`${cmsRoute}cms-0123456789abcdef0123.js`, "no-cors").answered()).toBe(false)
  // Everything else of the site's is answered.
  expect(request("/news/").answered()).toBe(true)
})

test("the retiring worker empties every cache and unregisters itself, and answers nothing", async () => {
  const { listeners, worker, registration, cacheNames, dispatch } = runWorker(
    serviceWorkerFile(repoDir, [], { retire: true }),
  )
  expect(listeners.fetch).toBeUndefined()
  await dispatch("install")
  expect(worker.skippedWaiting).toBe(true)
  await dispatch("activate")
  expect(cacheNames.size).toBe(0)
  expect(registration.unregistered).toBe(true)
})
