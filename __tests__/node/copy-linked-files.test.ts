/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import copyLinkedFiles from "gatsby-remark-copy-linked-files"

/**
 * gatsby-remark-copy-linked-files with patches/' fix rewrites each address in HTML literally. Unpatched, it used the
 * address as a regex: "(" or "." matched other text, and "(a+)+b" backtracked catastrophically for hours.
 */
let project = ""
const cwd = process.cwd()
beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "copy-linked-"))
  process.chdir(project)
})
afterEach(() => {
  process.chdir(cwd)
  fs.rmSync(project, { recursive: true, force: true })
})

test("an address in a text's HTML is rewritten where it is written, and nowhere else, whatever its characters", async () => {
  const dir = path.join(project, "content", "news")
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, "form(1).pdf"), "%PDF")
  const file = {
    absolutePath: path.posix.join(dir, "form(1).pdf"),
    name: "form(1)",
    extension: "pdf",
    internal: { contentDigest: "d1gest" },
  }
  const html = { type: "html", value: '<p><a href="./form(1).pdf">./form(1).pdf, not ./formX1Ypdf</a></p>' }
  await copyLinkedFiles(
    {
      files: [file],
      markdownNode: { parent: "file" },
      markdownAST: { type: "root", children: [html] },
      pathPrefix: "",
      getNode: () => ({ dir }),
    },
    { destinationDir: "static", ignoreFileExtensions: [] },
  )
  expect(html.value).toBe(
    '<p><a href="/static/d1gest/form(1).pdf">/static/d1gest/form(1).pdf, not ./formX1Ypdf</a></p>',
  )
  expect(fs.readFileSync(path.join(project, "public", "static", "d1gest", "form(1).pdf"), "utf8")).toBe("%PDF")
})
