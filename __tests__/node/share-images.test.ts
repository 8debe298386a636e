/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { drawImages, imageFiles, imageSizes } from "../../testkit/share-images"

const fixtureContent = path.join(__dirname, "../fixtures/content")

/** A project holding only the content the pictures are drawn from. */
function scratchProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "share-images-"))
  fs.cpSync(fixtureContent, path.join(dir, "content"), { recursive: true })
  return dir
}

let dir: string
beforeEach(() => (dir = scratchProject()))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

test("draws the share picture as a JPEG and the icon as a PNG, at their sizes", async () => {
  await drawImages(dir)

  const share = await sharp(path.join(dir, imageFiles.share)).metadata()
  expect({ format: share.format, width: share.width, height: share.height }).toEqual({
    format: "jpeg",
    ...imageSizes.share,
  })
  const icon = await sharp(path.join(dir, imageFiles.icon)).metadata()
  expect({ format: icon.format, width: icon.width, height: icon.height }).toEqual({ format: "png", ...imageSizes.icon })
  // What sites that show a shared link ask for: 1.91:1 and at least 1,200 px wide; a square icon of 512 px or more.
  expect(imageSizes.share.width / imageSizes.share.height).toBeCloseTo(1.91, 1)
  expect(imageSizes.share.width).toBeGreaterThanOrEqual(1200)
  expect(imageSizes.icon.width).toBe(imageSizes.icon.height)
  expect(imageSizes.icon.width).toBeGreaterThanOrEqual(512)
})

test("the share picture shows the hospital's name from the site's copy", async () => {
  await drawImages(dir)
  const before = fs.readFileSync(path.join(dir, imageFiles.share))
  const copyFile = path.join(dir, "content/site-copy/site-copy.en.yaml")
  fs.writeFileSync(copyFile, fs.readFileSync(copyFile, "utf8").replace(/^name: .*$/m, "name: Another Hospital Name"))

  await drawImages(dir)
  expect(fs.readFileSync(path.join(dir, imageFiles.share)).equals(before)).toBe(false)
})
