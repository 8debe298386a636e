/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { refuseUnsafePublishedFiles, unsafePublishedFiles } from "../../src/node/publish/unsafe-static-files"

let publicDir = ""
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "published-"))
})
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

/** Writes `names` into public/static/<a hash>/, as the build copies the files texts link to. */
function copied(names: string[]) {
  const dir = path.join(publicDir, "static", "0123abcd")
  fs.mkdirSync(dir, { recursive: true })
  for (const name of names) fs.writeFileSync(path.join(dir, name), "x")
  return dir
}

test("pictures and PDF documents copied from content/ are published, beside the site's own code and fonts", () => {
  copied(["scan.jpg", "scan.avif", "scan.webp", "leaflet.pdf", "LEAFLET.PDF"])
  fs.writeFileSync(path.join(publicDir, "static", "font-0123456789abcdef.woff2"), "x")
  // A picture gatsby-plugin-sharp made, a folder deeper.
  fs.mkdirSync(path.join(publicDir, "static", "0123abcd", "4567"))
  fs.writeFileSync(path.join(publicDir, "static", "0123abcd", "4567", "scan.webp"), "x")
  expect(unsafePublishedFiles(publicDir)).toEqual([])
  expect(() => refuseUnsafePublishedFiles(publicDir)).not.toThrow()
})

test("a page, a script, an SVG or a link to a file elsewhere stops the build, naming each", () => {
  const dir = copied(["scan.jpg", "consent.html", "helper.js", "logo.svg"])
  fs.symlinkSync("/etc/hostname", path.join(dir, "leaflet.pdf"))
  // A link to a folder is named, not walked.
  fs.symlinkSync("/etc", path.join(dir, "forms"))
  const unsafe = ["consent.html", "forms", "helper.js", "leaflet.pdf", "logo.svg"].map(
    name => `static/0123abcd/${name}`,
  )
  expect(unsafePublishedFiles(publicDir)).toEqual(unsafe)
  expect(() => refuseUnsafePublishedFiles(publicDir)).toThrow(
    `The build would publish ${unsafe.map(file => `public/${file}`).join(", ")}, copied from content/`,
  )
})
