/** @jest-environment node */
import vm from "vm"
import { startScriptsLate } from "../../src/node/late-scripts"

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body><div id="___gatsby"></div><script>window.pagePath="/";</script>${scripts}</body></html>`
const gatsbyScripts =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'
const inOrder = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

type PaintEntries = { getEntriesByName: (name: string) => unknown[] }

/** Runs the page's loader in a stand-in browser, with or without Paint Timing: which scripts it adds, and when. */
function runLoader(html: string, { paintTiming }: { paintTiming: boolean }) {
  const loader = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? ""
  const added: string[] = []
  const frames: (() => void)[] = []
  const timers: { callback: () => void; delay: number }[] = []
  const loadListeners: (() => void)[] = []
  let reportPaints: ((entries: PaintEntries) => void) | undefined
  class PerformanceObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"]
    constructor(callback: (entries: PaintEntries) => void) {
      reportPaints = callback
    }
    observe() {}
  }
  const context = {
    window: paintTiming ? { PerformanceObserver } : {},
    PerformanceObserver,
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
  return { added, frames, timers, loadListeners, paint, runTimers }
}

test("the site's scripts are added once the first contentful paint is reported, in their order, and once", () => {
  const html = startScriptsLate(page(gatsbyScripts))
  expect(html).not.toContain("<script src=")
  expect(html).toContain('<script>window.pagePath="/";</script>')
  const browser = runLoader(html, { paintTiming: true })
  expect(browser.frames).toEqual([])
  browser.paint("first-paint")
  expect(browser.added).toEqual([])
  browser.paint("first-contentful-paint")
  expect(browser.added).toEqual(inOrder)
  browser.loadListeners.forEach(listener => listener())
  browser.runTimers()
  expect(browser.added).toEqual(inOrder)
})

test("without Paint Timing, the scripts are added after the first frame", () => {
  const browser = runLoader(startScriptsLate(page(gatsbyScripts)), { paintTiming: false })
  browser.frames.forEach(frame => frame())
  expect(browser.added).toEqual([])
  browser.runTimers()
  expect(browser.added).toEqual(inOrder)
})

test("if no paint is ever reported, the scripts are added a second after the page has loaded", () => {
  const browser = runLoader(startScriptsLate(page(gatsbyScripts)), { paintTiming: true })
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
