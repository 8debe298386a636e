/** @jest-environment node */
import fs from "fs"
import path from "path"
import { validateContent } from "../../src/node/content-check/validate-content"
import { writeArticles } from "../../testkit/generate-articles"
import { Scratch, scratchContent } from "./scratch-content"

let scratch: Scratch
beforeEach(() => {
  scratch = scratchContent()
})
afterEach(() => scratch.remove())

test("the bench's generated articles are valid content, so its build with 1,000 of them can run", () => {
  const before = fs.readdirSync(path.join(scratch.content, "news")).length
  writeArticles(scratch.content, 3)
  expect(fs.readdirSync(path.join(scratch.content, "news"))).toHaveLength(before + 3)
  expect(validateContent(scratch.content)).toEqual([])
})
