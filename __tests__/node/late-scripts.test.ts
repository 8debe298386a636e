/** @jest-environment node */
import vm from "vm"
import { startScriptsLate } from "../../gatsby/internals/late-scripts"

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body><div id="___gatsby"></div><script>window.pagePath="/";</script>${scripts}</body></html>`
const gatsbyScripts =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'
const inOrder = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

type PaintEntries = { getEntriesByName: (name: string) => unknown[] }

/**
 * Runs the page's loader in a stand-in browser: with Paint Timing, without it, or with the older form of it that
 * throws on `observe({ type })`. Tells which scripts it adds, and when.
 */
function runLoader(html: string, { paintTiming }: { paintTiming: "yes" | "no" | "entryTypes only" }) {
  const loader = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? ""
  const added: string[] = []
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
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
    addEventListener: (type: string, listener: () => void) => type === "load" && loadListeners.push(listener),
    document: {
      createElement: () => ({ src: "" }),
      body: { appendChild: (element: { src: string }) => added.push(element.src) },
    },
  }
  vm.runInNewContext(loader, context)
  const paint = (name: string) => reportPaints?.({ getEntriesByName: asked => (asked === name ? [{ name }] : []) })
  const runTimers = () => timers.splice(0).forEach(({ callback }) => callback())
  return { added, frames, timers, loadListeners, observed, paint, runTimers }
}

test("the site's scripts are added once the first contentful paint is reported, in their order, and once", () => {
  const html = startScriptsLate(page(gatsbyScripts))
  expect(html).not.toContain("<script src=")
  expect(html).toContain('<script>window.pagePath="/";</script>')
  const browser = runLoader(html, { paintTiming: "yes" })
  expect(browser.frames).toEqual([])
  // buffered: a paint reported before the loader ran still counts.
  expect(browser.observed).toEqual([{ type: "paint", buffered: true }])
  browser.paint("first-paint")
  expect(browser.added).toEqual([])
  browser.paint("first-contentful-paint")
  expect(browser.added).toEqual(inOrder)
  browser.loadListeners.forEach(listener => listener())
  browser.runTimers()
  expect(browser.added).toEqual(inOrder)
})

test.each([
  ["without Paint Timing", "no"],
  ["where observe({ type }) throws (Chromium 73–76)", "entryTypes only"],
] as const)("%s, the scripts are added after the first frame", (_, paintTiming) => {
  const browser = runLoader(startScriptsLate(page(gatsbyScripts)), { paintTiming })
  expect(browser.frames).toHaveLength(1)
  browser.frames.forEach(frame => frame())
  expect(browser.added).toEqual([])
  browser.runTimers()
  expect(browser.added).toEqual(inOrder)
})

test("if no paint is ever reported, the scripts are added a second after the page has loaded", () => {
  const browser = runLoader(startScriptsLate(page(gatsbyScripts)), { paintTiming: "yes" })
  browser.loadListeners.forEach(listener => listener())
  expect(browser.added).toEqual([])
  expect(browser.timers.map(({ delay }) => delay)).toEqual([1000])
  browser.runTimers()
  expect(browser.added).toEqual(inOrder)
})

test("a page rewritten once, or with no async scripts, stays as it is", () => {
  const once = startScriptsLate(page(gatsbyScripts))
  expect(startScriptsLate(once)).toBe(once)
  const plain = page('<script src="cms.js"></script>')
  expect(startScriptsLate(plain)).toBe(plain)
})
