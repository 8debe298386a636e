/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import vm from "vm"
import {
  loaderLists,
  loaderScript,
  startScriptsLate,
  startScriptsLateInEveryPage,
} from "../../gatsby/internals/late-scripts"
import { inlineScript } from "../../src/node/publish/inline-script-build"
import { htmlPages } from "../../src/node/publish/inline-scripts"

// How a built page's end looks, and that the rewrite turns it into one loader, is checked on the fixture build
// (__tests__/node/fixture-build.test.ts); here, the loader's own behaviour and what the rewrite does with pages
// that are not as it expects.
const inOrder = ["/framework-2.js", "/app-3.js"]
const pageData = ["/page-data/app-data.json", "/page-data/index/page-data.json", "/page-data/sq/d/1.json"]
/** The loader's code, as the build compiles it and gives it to the rewrite. */
const loaderCode = inlineScript("late-scripts")
const asyncTags = (sources: string[]) => sources.map(src => `<script src="${src}" async></script>`).join("")

type PaintEntries = { getEntriesByName: (name: string) => unknown[] }

/**
 * Runs the loader in a stand-in browser: with Paint Timing, without it, or with the older form of it that
 * throws on `observe({ type })`. Tells which scripts it adds, and when.
 */
function runLoader({
  paintTiming,
  location = { pathname: "/", search: "" },
}: {
  paintTiming: "yes" | "no" | "entryTypes only"
  location?: { pathname: string; search: string }
}) {
  const [, loader = ""] = /<script[^>]*>([\s\S]*)<\/script>/.exec(loaderScript(loaderCode, inOrder, pageData)) ?? []
  const lists = loaderLists(loaderScript(loaderCode, inOrder, pageData))
  const attribute = (name: string) =>
    JSON.stringify(name === "data-preload" ? lists.data : name === "data-scripts" ? lists.scripts : null)
  const added: string[] = []
  const preloaded: Record<string, string>[] = []
  const frames: (() => void)[] = []
  const timers: { callback: () => void; delay: number }[] = []
  const loadListeners: (() => void)[] = []
  let reportPaints: ((entries: PaintEntries) => void) | undefined
  const observed: unknown[] = []
  class PerformanceObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"]
    constructor(private callback: (entries: PaintEntries) => void) {}
    observe(options: { type?: string }) {
      if (paintTiming === "entryTypes only" && !("entryTypes" in options)) throw new TypeError("entryTypes required")
      observed.push(options)
      reportPaints = this.callback
    }
  }
  const context = {
    window: paintTiming === "no" ? {} : { PerformanceObserver },
    location,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
    addEventListener: (type: string, listener: () => void) => type === "load" && loadListeners.push(listener),
    document: {
      currentScript: { getAttribute: attribute },
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: Record<string, string>) => preloaded.push(element) },
      body: { appendChild: (element: { src: string }) => added.push(element.src) },
    },
  }
  vm.runInNewContext(loader, context)
  const paint = (name: string) => reportPaints?.({ getEntriesByName: asked => (asked === name ? [{ name }] : []) })
  /** Runs the timers set so far, and those they set, until none is left. */
  const runTimers = () => {
    while (timers.length) timers.splice(0).forEach(({ callback }) => callback())
  }
  return { added, preloaded, frames, timers, loadListeners, observed, paint, runTimers }
}

test("the site's scripts are added once the first contentful paint is reported, in their order, and once", () => {
  const browser = runLoader({ paintTiming: "yes" })
  expect(browser.frames).toEqual([])
  // buffered: a paint reported before the loader ran still counts.
  expect(browser.observed).toEqual([{ type: "paint", buffered: true }])
  browser.paint("first-paint")
  expect(browser.added).toEqual([])
  browser.paint("first-contentful-paint")
  browser.runTimers()
  expect(browser.added).toEqual(inOrder)
  browser.loadListeners.forEach(listener => listener())
  browser.runTimers()
  expect(browser.added).toEqual(inOrder)
})

test("each file is started in a task of its own, the data first, so that no one task starts them all", () => {
  const browser = runLoader({ paintTiming: "yes" })
  browser.paint("first-contentful-paint")
  const started = () => [...browser.preloaded.map(link => link.href), ...browser.added]
  expect(started()).toEqual(pageData.slice(0, 1))
  const all = [...pageData, ...inOrder]
  for (let count = 2; count <= all.length; count += 1) {
    expect(browser.timers.map(({ delay }) => delay)).toEqual([0])
    browser.timers.splice(0).forEach(({ callback }) => callback())
    expect(started()).toEqual(all.slice(0, count))
  }
  browser.runTimers()
  expect(started()).toEqual(all)
})

test("the data Gatsby's loader will fetch is preloaded with the scripts, as its XMLHttpRequest asks for it", () => {
  const browser = runLoader({ paintTiming: "yes" })
  expect(browser.preloaded).toEqual([])
  browser.paint("first-contentful-paint")
  browser.runTimers()
  // A preload is used only by a request of the same kind: Gatsby's same-origin XMLHttpRequest is a CORS fetch.
  expect(browser.preloaded).toEqual(
    pageData.map(href => ({
      tag: "link",
      rel: "preload",
      as: "fetch",
      crossOrigin: "anonymous",
      fetchPriority: "low",
      href,
    })),
  )
  browser.loadListeners.forEach(listener => listener())
  browser.runTimers()
  expect(browser.preloaded).toHaveLength(pageData.length)
})

test("at an address with a query, the page's own data is preloaded with it, as Gatsby asks for it, and no other", () => {
  const browser = runLoader({ paintTiming: "yes", location: { pathname: "/", search: "?service=dental" } })
  browser.paint("first-contentful-paint")
  browser.runTimers()
  expect(browser.preloaded.map(link => link.href)).toEqual(
    pageData.map(href => (href === "/page-data/index/page-data.json" ? `${href}?service=dental` : href)),
  )
  // On another address (the unknown one the 404 page is served at) the page's data is Gatsby's second ask, with none.
  const elsewhere = runLoader({ paintTiming: "yes", location: { pathname: "/no-such-page/", search: "?a=1" } })
  elsewhere.paint("first-contentful-paint")
  elsewhere.runTimers()
  expect(elsewhere.preloaded.map(link => link.href)).toEqual(pageData)
})

test.each([
  ["without Paint Timing", "no"],
  ["where observe({ type }) throws (Chromium 73–76)", "entryTypes only"],
] as const)("%s, the scripts are added after the first frame", (_, paintTiming) => {
  const browser = runLoader({ paintTiming })
  expect(browser.frames).toHaveLength(1)
  browser.frames.forEach(frame => frame())
  expect(browser.added).toEqual([])
  browser.runTimers()
  expect(browser.added).toEqual(inOrder)
})

test("if no paint is ever reported, the scripts are added a second after the page has loaded", () => {
  const browser = runLoader({ paintTiming: "yes" })
  browser.loadListeners.forEach(listener => listener())
  expect(browser.added).toEqual([])
  expect(browser.timers.map(({ delay }) => delay)).toEqual([1000])
  browser.runTimers()
  expect(browser.added).toEqual(inOrder)
})

test("a page rewritten once stays as it is", () => {
  const once = startScriptsLate(`<body><p>Text</p>${asyncTags(inOrder)}</body>`, loaderCode)
  expect(once).toBe(`<body><p>Text</p>${loaderScript(loaderCode, inOrder)}</body>`)
  expect(startScriptsLate(once, loaderCode)).toBe(once)
})

test.each([
  [
    "its scripts in another form",
    '<body><script async src="/app-3.js"></script></body>',
    '<script async src="/app-3.js">',
  ],
  ["no scripts at all", "<body><p>Text</p></body>", "no async script and no loader"],
  [
    "a second run of async scripts",
    `<body>${asyncTags(["/a.js"])}<p>Text</p>${asyncTags(["/b.js"])}</body>`,
    '<script src="/b.js" async> left once the run is replaced',
  ],
])("a page with %s stops the build, naming the page and what it has", (_, html, found) => {
  expect(() => startScriptsLate(html, loaderCode, "news/index.html")).toThrow(
    /Gatsby internals: .*<script src="…" async>/,
  )
  expect(() => startScriptsLate(html, loaderCode, "news/index.html")).toThrow(`news/index.html has ${found}`)
})

test("every page of public/ is rewritten with its template's scripts and its data, the editor's page left alone, and the first page not in form named", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "late-scripts-"))
  const write = (page: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, page)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, page), text)
  }
  // What Gatsby leaves in public/ for two pages of two templates (assumption 9 in INTERNALS.md).
  const templates = {
    "component---home": ["shared-4.js", "component---home-5.js"],
    "component---news": ["shared-4.js", "component---news-6.js"],
  }
  const group = (files: string[]) => ({ assets: [...files, `${files[0]}.map`].map(name => ({ name })) })
  write(
    "webpack.stats.json",
    JSON.stringify({ namedChunkGroups: Object.fromEntries(Object.entries(templates).map(([n, f]) => [n, group(f)])) }),
  )
  const pages = [
    { html: "index.html", path: "/", dir: "index", chunk: "component---home", queries: ["1", "2"] },
    { html: "news/index.html", path: "/news/", dir: "news", chunk: "component---news", queries: [] },
  ] as const
  try {
    for (const { html, path: page, dir, chunk, queries } of pages) {
      write(html, `<body>${asyncTags(inOrder)}</body>`)
      write(
        `page-data/${dir}/page-data.json`,
        JSON.stringify({ path: page, componentChunkName: chunk, staticQueryHashes: queries, result: { data: {} } }),
      )
    }
    write("cms/index.html", '<body><script src="cms.js"></script></body>')
    startScriptsLateInEveryPage(publicDir, htmlPages(publicDir), loaderCode)
    for (const { html, dir, chunk, queries } of pages)
      expect(fs.readFileSync(path.join(publicDir, html), "utf8")).toBe(
        `<body>${loaderScript(
          loaderCode,
          [...templates[chunk].map(file => `/${file}`), ...inOrder],
          [
            "/page-data/app-data.json",
            `/page-data/${dir}/page-data.json`,
            ...queries.map(hash => `/page-data/sq/d/${hash}.json`),
          ],
        )}</body>`,
      )
    expect(fs.readFileSync(path.join(publicDir, "cms/index.html"), "utf8")).toContain('<script src="cms.js">')
    write("offline/index.html", "<body></body>")
    expect(() => startScriptsLateInEveryPage(publicDir, htmlPages(publicDir), loaderCode)).toThrow(
      "offline/index.html has no async script",
    )
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true })
  }
})
