import fs from "fs"
import path from "path"
import zlib from "zlib"
import type { Browser } from "playwright-core"
import budgets from "../../scripts/budgets.json"
import { launchBrowser, openPage } from "./support/browser"
import { publicPaths } from "./support/routes"
import { projectDir, servers } from "./support/servers"

/**
 * The JavaScript a phone downloads on its first visit to each public page, gzip-compressed, against the budget.
 * Sizes come from the files in public/, so the figure is the same on every run.
 */
const publicDir = path.join(projectDir, "public")
const budgetedPages = budgets.groups.public.pages.map(page => [page, budgets.groups.public.budgets.jsKb] as const)

const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length

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

/** The page's template chunk and the chunks it shares, which Gatsby's loader fetches before the page can run. */
function componentChunks(page: string): string[] {
  const dataPath = path.join(publicDir, "page-data", page === "/" ? "index" : page, "page-data.json")
  const { componentChunkName } = JSON.parse(fs.readFileSync(dataPath, "utf8")) as { componentChunkName: string }
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>
  }
  const group = stats.namedChunkGroups[componentChunkName]
  if (!group) throw new Error(`${page}: no chunk group ${componentChunkName} in webpack.stats.json`)
  return group.assets.map(asset => `/${asset.name}`).filter(file => file.endsWith(".js"))
}

/** Scripts the page asks for while it loads (lazy chunks, e.g. a carousel), seen by a real browser. */
async function scriptsRequested(browser: Browser, page: string): Promise<string[]> {
  const { context, page: tab } = await openPage(browser, "phone")
  const requested: string[] = []
  tab.on("request", request => {
    if (request.resourceType() === "script") requested.push(new URL(request.url()).pathname)
  })
  await tab.goto(servers.static + page, { waitUntil: "networkidle" })
  await context.close()
  return requested
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

test("every public page has a JavaScript budget", () => {
  expect(budgetedPages.map(([page]) => page).sort()).toEqual([...publicPaths].sort())
})

test.each(budgetedPages)("%s loads at most %d KB of compressed JavaScript", async (page, budgetKb) => {
  const { files, inline } = scriptsInHtml(fs.readFileSync(path.join(publicDir, page, "index.html"), "utf8"))
  for (const file of [...componentChunks(page), ...(await scriptsRequested(browser, page))]) files.add(file)

  const sizes = [...files].sort().map(file => {
    const bytes = gzipSize(fs.readFileSync(path.join(publicDir, file)))
    return { file, bytes }
  })
  sizes.push({ file: "(inline scripts)", bytes: inline.reduce((sum, body) => sum + gzipSize(body), 0) })
  const totalKb = sizes.reduce((sum, { bytes }) => sum + bytes, 0) / 1024

  const breakdown = sizes.map(({ file, bytes }) => `  ${(bytes / 1024).toFixed(1)} KB ${file}`).join("\n")
  const verdict = `${page}: ${totalKb.toFixed(1)} KB of compressed JavaScript (budget ${budgetKb} KB)\n${breakdown}`
  if (totalKb > budgetKb) throw new Error(`Over budget — ${verdict}`)
})
