import fs from "fs"
import path from "path"
import zlib from "zlib"
import type { Browser } from "playwright-core"
import budgets from "../../scripts/budgets.json"
import { launchBrowser } from "./support/browser"
import { publicPaths } from "./support/routes"
import { pageScripts, publicDir } from "./support/scripts"

/**
 * The JavaScript a phone downloads on its first visit to each public page, gzip-compressed, against the budget.
 * Sizes come from the files in public/, so the figure is the same on every run.
 */
const budgetedPages = budgets.groups.public.pages.map(page => [page, budgets.groups.public.budgets.jsKb] as const)

const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

test("every public page has a JavaScript budget", () => {
  expect(budgetedPages.map(([page]) => page).sort()).toEqual([...publicPaths].sort())
})

test.each(budgetedPages)("%s loads at most %d KB of compressed JavaScript", async (page, budgetKb) => {
  const { files, inline } = await pageScripts(browser, page)

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
