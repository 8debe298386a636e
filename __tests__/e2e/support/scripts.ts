import fs from "fs"
import path from "path"
import { type Page, type Request, expect } from "@playwright/test"
import { loaderLists } from "../../../gatsby/internals/late-scripts"
import { codeAhead } from "../../../src/site/hydration/deferred-hydration"
import { publicDir, servers } from "./project"

interface PageScripts {
  /** Script files, as paths on the site ("/app-123.js"). */
  files: Set<string>
  /** Inline scripts in the HTML: they are downloaded too. */
  inline: string[]
}

/** What the HTML itself loads: its script tags (not nomodule ones, which modern browsers skip) and inline scripts. */
function scriptsInHtml(html: string): PageScripts {
  const files = new Set<string>()
  const inline: string[] = []
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bnomodule\b/.test(attributes)) continue
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]
    if (src) files.add(new URL(src, "http://site").pathname)
    else if (body.trim()) inline.push(body)
  }
  return { files, inline }
}

/**
 * Scripts the page asks for while it loads (lazy chunks, e.g. a carousel), seen by a real browser. Not those it
 * asks for once it has loaded and is idle, ahead of taps that may come (src/site/hydration/deferred-hydration.ts):
 * they are not needed to show or use the page, and come when the phone has nothing else to do. The page marks when
 * that begins (`codeAhead.started`), after it has hydrated: the end of its load, however slowly a busy machine
 * gets there, where a quiet network ("networkidle") may come before a lazy chunk is asked for.
 */
async function scriptsRequested(tab: Page, page: string, runsApp: boolean): Promise<string[]> {
  const requested: string[] = []
  const inFlight = new Set<Request>()
  const onRequest = (request: Request) => {
    if (request.resourceType() !== "script") return
    requested.push(new URL(request.url()).pathname)
    inFlight.add(request)
  }
  const onDone = (request: Request) => inFlight.delete(request)
  tab.on("request", onRequest)
  tab.on("requestfinished", onDone)
  tab.on("requestfailed", onDone)
  // Routing the requests turns the browser's cache off: each visit is a first visit, even in a tab used before.
  await tab.route("**/*", route => route.continue())
  await tab.goto(servers.static + page, { waitUntil: "load" })
  // A page without the app's script never sets the mark: what it loads is in its HTML, all asked for by "load".
  if (runsApp) {
    // Past the measure, the code fetched ahead has all been asked for; once nothing is in flight, it has all come,
    // so the browser has a timed entry for each file. (Its files come one by one, in idle moments: nothing in
    // flight right after the mark may only be a pause between two of them.)
    await tab.waitForFunction(name => performance.getEntriesByName(name).length > 0, codeAhead.fetched)
    await expect.poll(() => inFlight.size, { message: `${page}: scripts still loading` }).toBe(0)
  }
  await tab.unroute("**/*")
  tab.off("request", onRequest)
  tab.off("requestfinished", onDone)
  tab.off("requestfailed", onDone)
  const ahead = await tab.evaluate(started => {
    const mark = performance.getEntriesByName(started)[0]
    if (!mark) return []
    return performance
      .getEntriesByType("resource")
      .filter(entry => entry.startTime >= mark.startTime)
      .map(entry => new URL(entry.name).pathname)
  }, codeAhead.started)
  return requested.filter(file => !ahead.includes(file))
}

/** Every script a first visit to `page` (a path such as "/admin/dashboard/") downloads, opened in `tab`. */
export async function pageScripts(tab: Page, page: string): Promise<PageScripts> {
  const html = fs.readFileSync(path.join(publicDir, page, "index.html"), "utf8")
  const { files, inline } = scriptsInHtml(html)
  // What the page's loader starts after the first paint (the app's and its template's scripts) is read from the
  // page, not watched in a browser: the browser is watched for what only running them asks for.
  const later = loaderLists(html).scripts
  const runsApp = [...files, ...later].some(file => /^\/app-[^/]*\.js$/.test(file))
  for (const file of [...later, ...(await scriptsRequested(tab, page, runsApp))]) files.add(file)
  return { files, inline }
}
