/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import copyLinkedFiles from "gatsby-remark-copy-linked-files"

/**
 * The build's copy of the files a text links to (gatsby-remark-copy-linked-files, with patches/' fix): it rewrites
 * each address in a text's HTML to the copy's, where the address is written, read as it is. Unfixed, it matched
 * the HTML with the address as a regular expression: "(" or "." meant something else, and an address like
 * "(a+)+b" kept the build busy for hours.
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
