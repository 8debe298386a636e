/** Every content type the build knows: the site's own (src/model) and the extensions' (src/extensions.ts). */
import fs from "fs"
import path from "path"
import { ContentType, MarkdownType, YamlFolderType, YamlType, publicTypes } from "../../model/content-model"
import { extensions } from "../../registry"

export const contentTypes: readonly ContentType[] = [...publicTypes, ...extensions.flatMap(e => e.contentTypes)]
export const markdownTypes = contentTypes.filter((t): t is MarkdownType => t.source === "markdown")
export const yamlTypes = contentTypes.filter((t): t is YamlType => t.source === "yaml")
export const yamlFolderTypes = contentTypes.filter((t): t is YamlFolderType => t.source === "yaml-folder")

/** The folder content/ that holds `absolutePath`, a file of `type`: as many folders up as the type's folder is deep. */
export function contentRootOf(type: ContentType, absolutePath: string): string {
  const folder = "dir" in type ? type.dir : path.posix.dirname(type.file)
  const depth = folder === "." ? 0 : folder.split("/").length
  return path.resolve(path.dirname(absolutePath), ...Array<string>(depth).fill(".."))
}

/** Whether `file` lies under `root`: the build reads and publishes only what lies under content/. */
export function isUnder(root: string, file: string): boolean {
  const relative = path.relative(root, file)
  return !path.isAbsolute(relative) && relative.split(path.sep)[0] !== ".."
}

/** Whether `file` is a file, not a folder, and is there. */
export const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile()

/** The first bytes of each kind of picture the site resizes: JPEG, PNG, WebP (RIFF…WEBP) and AVIF (…ftypavif). */
const pictureStarts: ((bytes: Buffer) => boolean)[] = [
  bytes => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  bytes => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  bytes => bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP",
  bytes => bytes.toString("latin1", 4, 8) === "ftyp" && /avi[fs]/.test(bytes.toString("latin1", 8, 64)),
]

/**
 * Whether a file is a picture the build can resize, by what it holds rather than its name: a phone's HEIC photo or
 * a document renamed .jpg would stop the build with an error that names no content file.
 */
export function isPicture(file: string): boolean {
  try {
    const bytes = Buffer.alloc(64)
    const descriptor = fs.openSync(file, "r")
    try {
      const read = fs.readSync(descriptor, bytes, 0, bytes.length, 0)
      return pictureStarts.some(starts => starts(bytes.subarray(0, read)))
    } finally {
      fs.closeSync(descriptor)
    }
  } catch {
    // A folder named x.jpg, or a file gone or closed to the check, is no picture either.
    return false
  }
}
