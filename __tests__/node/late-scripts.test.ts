/** @jest-environment node */
import vm from "vm"
import { startScriptsLate } from "../../src/node/late-scripts"

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><title>t</title></head><body><div id="___gatsby"></div><script>window.pagePath="/";</script>${scripts}</body></html>`
const gatsbyScripts =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'

/** Runs the page's loader in a stand-in browser: which scripts it adds, and when. */
function runLoader(html: string) {
  const loader = /<script>(requestAnimationFrame[\s\S]*?)<\/script>/.exec(html)?.[1] ?? ""
  const added: string[] = []
  const frames: (() => void)[] = []
  const timers: (() => void)[] = []
  const context = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
    document: {
      createElement: () => ({ src: "" }),
      body: { appendChild: (element: { src: string }) => added.push(element.src) },
    },
  }
  vm.runInNewContext(loader, context)
  return { added, frames, timers }
}

test("the site's scripts are added after the first frame, in their order, and no longer as tags", () => {
  const html = startScriptsLate(page(gatsbyScripts))
  expect(html).not.toContain("<script src=")
  expect(html).toContain('<script>window.pagePath="/";</script>')
  const browser = runLoader(html)
  expect(browser.added).toEqual([])
  browser.frames.forEach(frame => frame())
  expect(browser.added).toEqual([])
  browser.timers.forEach(timer => timer())
  expect(browser.added).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
})

test("a page rewritten once, or with no async scripts, stays as it is", () => {
  const once = startScriptsLate(page(gatsbyScripts))
  expect(startScriptsLate(once)).toBe(once)
  const plain = page('<script src="cms.js"></script>')
  expect(startScriptsLate(plain)).toBe(plain)
})
