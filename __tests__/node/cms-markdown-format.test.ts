/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { markdownFormat } from "../../src/cms/front-matter"
import { FrontMatterLanguageError } from "../../src/model/front-matter"
import { cmsConfig } from "../../src/cms/build/decap-config"
import { markdownTypes } from "../../src/node/content/content-types"

test("the CMS refuses a JavaScript front matter rather than running it in the editor's page", () => {
  const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cms-format-")), "ran")
  const file = `---js\n(require("fs").writeFileSync(${JSON.stringify(marker)}, "ran"), { title: "x" })\n---\nText\n`
  expect(() => markdownFormat.fromFile(file)).toThrow(FrontMatterLanguageError)
  expect(fs.existsSync(marker)).toBe(false)
})

test("what the CMS writes, it reads back the same, fields in the collection's order and long lines unwrapped", () => {
  const excerpt =
    "A summary long enough that a YAML writer folding lines at eighty characters would fold it twice over."
  const written = markdownFormat.toFile({ body: "The text.\n", excerpt, title: "A title", date: "2026-03-14" }, [
    "title",
    "date",
    "excerpt",
  ])
  expect(written).toBe(`---\ntitle: A title\ndate: 2026-03-14\nexcerpt: ${excerpt}\n---\nThe text.\n`)
  expect(markdownFormat.fromFile(written)).toEqual({
    title: "A title",
    date: "2026-03-14",
    excerpt,
    body: "The text.\n",
  })
})

test("every Markdown collection of the CMS is read and written with that format", () => {
  const collections = cmsConfig({ backend: { name: "test-repo" }, siteUrl: "https://example.org" }).collections
  const markdown = collections.filter(c => markdownTypes.some(type => type.name === c.name))
  expect(markdown).toHaveLength(markdownTypes.length)
  for (const collection of markdown) expect(collection.format).toBe(markdownFormat.name)
})
