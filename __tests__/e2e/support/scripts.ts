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
 * Scripts requested during load (lazy chunks, e.g. a carousel), not those prefetched once idle ahead of taps
 * (deferred-hydration.ts). The page marks that point (`codeAhead.started`) after hydrating: "networkidle" may come
 * before a lazy chunk is requested on a busy machine.
 */
async function scriptsRequested(tab: Page, page: string, runsApp: boolean): Promise<string[]> {
  const requested: string[] = []
  const onRequest = (request: Request) => {
    if (request.resourceType() === "script") requested.push(new URL(request.url()).pathname)
  }
  tab.on("request", onRequest)
  // Routing the requests turns the browser's cache off: each visit is a first visit, even in a tab used before.
  await tab.route("**/*", route => route.continue())
  await tab.goto(servers.static + page, { waitUntil: "load" })
  // A page without the app's script never sets the mark: what it loads is in its HTML, all asked for by "load".
  // Past the measure, the page has asked for all the code it fetches ahead.
  if (runsApp) await tab.waitForFunction(name => performance.getEntriesByName(name).length > 0, codeAhead.fetched)
  await tab.unroute("**/*")
  tab.off("request", onRequest)
  // The browser times a file once it has come: wait until every file asked for has its entry, which says whether
  // it was asked for before the mark or after.
  const timed = () =>
    tab.evaluate(started => {
      const mark = performance.getEntriesByName(started)[0]
      return performance.getEntriesByType("resource").map(entry => ({
        file: new URL(entry.name).pathname,
        ahead: mark !== undefined && entry.startTime >= mark.startTime,
      }))
    }, codeAhead.started)
  let entries: Awaited<ReturnType<typeof timed>> = []
  const untimed = async () => {
    entries = await timed()
    return requested.filter(file => !entries.some(entry => entry.file === file))
  }
  await expect.poll(untimed, { message: `${page}: scripts still loading` }).toEqual([])
  const ahead = entries.filter(entry => entry.ahead).map(entry => entry.file)
  return requested.filter(file => !ahead.includes(file))
}

/** Every script a first visit to `page` (a path such as "/admin/dashboard/") downloads, opened in `tab`. */
export async function pageScripts(tab: Page, page: string): Promise<PageScripts> {
  const html = fs.readFileSync(path.join(publicDir, page, "index.html"), "utf8")
  const { files, inline } = scriptsInHtml(html)
  // What the page's loader starts after the first paint (the app's and its template's scripts) is read from the
  // page, not watched in a browser: the browser is watched for what only running them asks for.
  const later = loaderLists(html).scripts
  for (const file of [...later, ...(await scriptsRequested(tab, page, later.length > 0))]) files.add(file)
  return { files, inline }
}
