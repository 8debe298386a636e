import fs from "fs"
import path from "path"
import budgets from "../../lib/budgets.json"
import { budgetedPages } from "../../testkit/expectations"
import { gzipSize } from "../../testkit/script-bytes"
import { expect, test, visit } from "./support/fixtures"
import { publicDir, servers } from "./support/project"
import { pageScripts } from "./support/scripts"
import { locales } from "../../src/model/locales"
import { SearchPreload, searchIndexPath, searchPreloadFile } from "../../src/model/search"
import { chunkGroupScripts } from "../../gatsby/internals/build-stats"

/**
 * The JavaScript a phone downloads on its first visit to each public page, gzip-compressed, against the budget.
 * Sizes come from the files in public/, so the figure is the same on every run.
 */
const budgetKb = budgets.groups.public.budgets.jsKb

for (const page of budgetedPages().public) {
  test(`${page} loads at most ${budgetKb} KB of compressed JavaScript @phone`, async ({ page: tab }) => {
    const { files, inline } = await pageScripts(tab, page)

    const sizes = [...files]
      .sort()
      .map(file => ({ file, bytes: gzipSize(fs.readFileSync(path.join(publicDir, file))) }))
    sizes.push({ file: "(inline scripts)", bytes: inline.reduce((sum, body) => sum + gzipSize(body), 0) })
    const totalKb = sizes.reduce((sum, { bytes }) => sum + bytes, 0) / 1024

    const breakdown = sizes.map(({ file, bytes }) => `  ${(bytes / 1024).toFixed(1)} KB ${file}`).join("\n")
    expect(totalKb, `${page}: KB of compressed JavaScript, file by file:\n${breakdown}\n`).toBeLessThanOrEqual(budgetKb)
  })
}

const dataFilesBudget = budgets.firstLoadData.files

for (const page of budgetedPages().public) {
  test(`${page} fetches at most ${dataFilesBudget} data files on a first visit @phone`, async ({ page: tab }) => {
    await visit(tab, servers.static + page)

    const dataFiles = await tab.evaluate(() => [
      ...new Set(
        performance
          .getEntriesByType("resource")
          .map(entry => new URL(entry.name).pathname)
          .filter(file => file.startsWith("/page-data/")),
      ),
    ])
    expect(dataFiles.length, `${page}: data files fetched:\n  ${dataFiles.join("\n  ")}\n`).toBeLessThanOrEqual(
      dataFilesBudget,
    )
  })
}

/**
 * What a phone fetches for its first search, counted from the built files: Pagefind's script and entry file, the
 * preload list and the files it lists, the panel's code. Pagefind's own files come gzip-compressed already.
 */
const searchBudgetKb = budgets.firstSearch.kb

for (const lang of locales) {
  test(`the first search in ${lang} fetches at most ${searchBudgetKb} KB, whatever is typed @phone`, () => {
    const preloadList = JSON.parse(
      fs.readFileSync(path.join(publicDir, searchIndexPath, searchPreloadFile), "utf8"),
    ) as SearchPreload
    const files = [
      ...["pagefind.js", "pagefind-entry.json", searchPreloadFile].map(file => `${searchIndexPath}${file}`),
      ...preloadList[lang],
      ...(chunkGroupScripts(publicDir, "search-panel") ?? []),
    ]
    const sizes = files.map(file => {
      const data = fs.readFileSync(path.join(publicDir, file))
      return { file, bytes: /\.(js|json)$/.test(file) ? gzipSize(data) : data.length }
    })
    const totalKb = sizes.reduce((sum, { bytes }) => sum + bytes, 0) / 1024
    const breakdown = sizes.map(({ file, bytes }) => `  ${(bytes / 1024).toFixed(1)} KB ${file}`).join("\n")
    expect(preloadList[lang].length, `${searchPreloadFile} lists ${lang}'s index`).toBeGreaterThan(2)
    expect(totalKb, `KB of a first search in ${lang}, file by file:\n${breakdown}\n`).toBeLessThanOrEqual(
      searchBudgetKb,
    )
  })
}
