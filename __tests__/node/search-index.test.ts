/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { writeChunksFile } from "../../src/node/search-index"
import { SearchChunks, searchChunksFile, searchChunksPreloadKb, searchIndexPath } from "../../src/model/search"

const made: string[] = []
afterEach(() => made.splice(0).forEach(dir => fs.rmSync(dir, { recursive: true, force: true })))

/** A made-up index as Pagefind writes it: its entry file and each chunk of `sizes` bytes, by name. */
function madeUpIndex(sizes: Record<string, number>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"))
  made.push(dir)
  fs.mkdirSync(path.join(dir, "index"))
  const languages = { en: { hash: "en_18a23c2586" }, sw: { hash: "sw_1fb2db3534" } }
  fs.writeFileSync(path.join(dir, "pagefind-entry.json"), JSON.stringify({ version: "1.6.0", languages }))
  for (const [name, size] of Object.entries(sizes)) fs.writeFileSync(path.join(dir, "index", name), Buffer.alloc(size))
  return dir
}

const listed = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, searchChunksFile), "utf8")) as SearchChunks

test("each language's chunks are listed for the browser to fetch at once, each under its own language", () => {
  const dir = madeUpIndex({ "en_be246b7.pf_index": 14000, "en_c0ffee1.pf_index": 9000, "sw_18fda1b.pf_index": 16000 })
  writeChunksFile(dir)
  expect(listed(dir)).toEqual({
    en: [`${searchIndexPath}index/en_be246b7.pf_index`, `${searchIndexPath}index/en_c0ffee1.pf_index`],
    sw: [`${searchIndexPath}index/sw_18fda1b.pf_index`],
  })
})

test("a language whose chunks are too large to fetch all at once lists none: Pagefind fetches the ones a word needs", () => {
  const half = (searchChunksPreloadKb * 1024) / 2 + 1
  const dir = madeUpIndex({ "en_be246b7.pf_index": half, "en_c0ffee1.pf_index": half, "sw_18fda1b.pf_index": 16000 })
  writeChunksFile(dir)
  expect(listed(dir)).toEqual({ en: [], sw: [`${searchIndexPath}index/sw_18fda1b.pf_index`] })
})
