/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { drawImages, imageFiles } from "../../lib/share-images"

const fixtureContent = path.join(__dirname, "../fixtures/content")

/** A project holding only what the pictures are drawn from: the settings and the site's copy. */
function scratchProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "make-images-"))
  fs.mkdirSync(path.join(dir, "content"))
  fs.copyFileSync(path.join(fixtureContent, "site.yaml"), path.join(dir, "content/site.yaml"))
  fs.cpSync(path.join(fixtureContent, "site-copy"), path.join(dir, "content/site-copy"), { recursive: true })
  return dir
}

let dir: string
beforeEach(() => (dir = scratchProject()))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

test("draws the share picture and the icon from the content, at the sizes the site declares", async () => {
  await drawImages(dir)

  const share = await sharp(path.join(dir, imageFiles.share)).metadata()
  expect({ format: share.format, width: share.width, height: share.height }).toEqual({
    format: "jpeg",
    width: 1200,
    height: 630,
  })
  const icon = await sharp(path.join(dir, imageFiles.icon)).metadata()
  expect({ format: icon.format, width: icon.width, height: icon.height }).toEqual({
    format: "png",
    width: 512,
    height: 512,
  })
})

test("the share picture shows the hospital's name from the site's copy", async () => {
  await drawImages(dir)
  const before = fs.readFileSync(path.join(dir, imageFiles.share))
  const copyFile = path.join(dir, "content/site-copy/site-copy.en.yaml")
  fs.writeFileSync(copyFile, fs.readFileSync(copyFile, "utf8").replace(/^name: .*$/m, "name: Another Hospital Name"))

  await drawImages(dir)
  expect(fs.readFileSync(path.join(dir, imageFiles.share)).equals(before)).toBe(false)
})
