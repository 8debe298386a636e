/** @jest-environment node */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { offlineSearchFiles, writePreloadFile } from "../../src/node/publish/search-index"
import { SearchPreload, searchIndexPath, searchPreloadFile } from "../../src/model/search"

const made: string[] = []
afterEach(() => made.splice(0).forEach(dir => fs.rmSync(dir, { recursive: true, force: true })))

/** A made-up index as Pagefind writes it: its entry file (English with a stemmer, Kiswahili without) and files. */
function madeUpIndex(sizes: Record<string, number>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"))
  made.push(dir)
  const languages = { en: { hash: "en_18a23c2586", wasm: "en" }, sw: { hash: "sw_1fb2db3534", wasm: null } }
  fs.writeFileSync(path.join(dir, "pagefind-entry.json"), JSON.stringify({ version: "1.6.0", languages }))
  for (const [name, size] of Object.entries(sizes)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), Buffer.alloc(size))
  }
  return dir
}

const always = {
  "wasm.en.pagefind": 60000,
  "wasm.unknown.pagefind": 55000,
  "pagefind.en_18a23c2586.pf_meta": 240,
  "pagefind.sw_1fb2db3534.pf_meta": 240,
}
const listed = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, searchPreloadFile), "utf8")) as SearchPreload
const onSite = (...files: string[]) => files.map(file => `${searchIndexPath}${file}`)

test("each language lists its wasm, metadata, words and text, for the browser to fetch at once", () => {
  const dir = madeUpIndex({
    ...always,
    "index/en_be246b7.pf_index": 14000,
    "index/en_c0ffee1.pf_index": 9000,
    "fragment/en_group_87d83b1.pf_fragment": 9500,
    "index/sw_18fda1b.pf_index": 16000,
    "fragment/sw_group_1d185a5.pf_fragment": 10000,
  })
  writePreloadFile(dir)
  expect(listed(dir)).toEqual({
    en: onSite(
      "wasm.en.pagefind",
      "pagefind.en_18a23c2586.pf_meta",
      "fragment/en_group_87d83b1.pf_fragment",
      "index/en_be246b7.pf_index",
      "index/en_c0ffee1.pf_index",
    ),
    sw: onSite(
      "wasm.unknown.pagefind",
      "pagefind.sw_1fb2db3534.pf_meta",
      "fragment/sw_group_1d185a5.pf_fragment",
      "index/sw_18fda1b.pf_index",
    ),
  })
})

/** A made-up site of `count` pages in each language, each page with `words` made-up words of text to index. */
function madeUpSite(count: number, words: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-site-"))
  made.push(dir)
  let seed = 7
  const word = () =>
    Array.from({ length: 6 }, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26))).join("")
  for (const lang of ["en", "sw"])
    for (let page = 0; page < count; page++) {
      const text = Array.from({ length: words }, word).join(" ")
      const file = path.join(dir, lang, `page-${page}`, "index.html")
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(
        file,
        `<!doctype html><html lang="${lang}"><body><main data-pagefind-body><h1>Page ${page}</h1><p>${text}</p></main></body></html>`,
      )
    }
  return dir
}

/** Indexes `site` as the build does, in a child process: Pagefind is an ES module only, which jest cannot load. */
function buildSearchIndex(site: string) {
  const module = JSON.stringify(path.resolve("src/node/publish/search-index.ts"))
  const code = `require(${module}).buildSearchIndex(${JSON.stringify(site)}).catch(e => { console.error(e); process.exit(1) })`
  const run = spawnSync(path.resolve("node_modules/.bin/tsx"), ["--eval", code], { encoding: "utf8" })
  expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: "" })
}

const indexed = (site: string, folder: string) =>
  fs.readdirSync(path.join(site, searchIndexPath, folder)).map(file => `${searchIndexPath}${folder}/${file}`)

test("a small site's text is one file per language, fetched with its words; the worker keeps it for its pages", () => {
  const site = madeUpSite(3, 40)
  buildSearchIndex(site)
  const fragments = indexed(site, "fragment")
  expect(fragments).toHaveLength(2)
  const files = listed(path.join(site, searchIndexPath))
  for (const lang of ["en", "sw"]) {
    const own = fragments.filter(file => file.includes(`/${lang}_`))
    expect(own).toHaveLength(1)
    expect(files[lang]).toEqual(
      expect.arrayContaining([...own, ...indexed(site, "index").filter(file => file.includes(`/${lang}_`))]),
    )
  }
  expect(offlineSearchFiles(site, ["/sw/page-1/"]).filter(file => file.includes("/fragment/"))).toEqual(
    fragments.filter(file => file.includes("/sw_")),
  )
}, 60_000)

test("a large site too is one file of text per language, and every file is listed: the same files whatever is typed", () => {
  const site = madeUpSite(60, 300)
  buildSearchIndex(site)
  const fragments = indexed(site, "fragment")
  expect(fragments).toHaveLength(2)
  const files = listed(path.join(site, searchIndexPath))
  const chunks = indexed(site, "index")
  for (const lang of ["en", "sw"]) {
    const own = (file: string) => file.includes(`/${lang}_`)
    const meta = fs.readdirSync(path.join(site, searchIndexPath)).filter(name => name.startsWith(`pagefind.${lang}_`))
    const wasm = `wasm.${lang === "en" ? "en" : "unknown"}.pagefind`
    expect([...files[lang]].sort()).toEqual(
      [...onSite(wasm, ...meta), ...fragments.filter(own), ...chunks.filter(own)].sort(),
    )
  }
  expect(chunks.length).toBeGreaterThan(2)
}, 60_000)
