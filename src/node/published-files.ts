import fs from "fs"
import path from "path"
import { linkedFileExtensions } from "../model/content-model"

/** Where the build puts the files it publishes from content/: the pictures it made and the files texts link to. */
const fromContent = "static"

/**
 * The files under public/static/ that the site must not publish: anything but a picture or a PDF document (a web
 * page or a script there would run as the site's own), and any link to a file elsewhere on the computer. The
 * content check refuses the texts that would bring them, naming file and field; this is the build's last word, as
 * the files are copied by a plugin that reads the texts its own way.
 */
export function unsafePublishedFiles(publicDir: string): string[] {
  const dir = path.join(publicDir, fromContent)
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map(file => path.join(dir, file))
    .filter(file => {
      const stats = fs.lstatSync(file)
      if (stats.isSymbolicLink()) return true
      return stats.isFile() && !(linkedFileExtensions as readonly string[]).includes(path.extname(file).toLowerCase())
    })
    .map(file => path.relative(publicDir, file).split(path.sep).join("/"))
    .sort()
}

/** Stops the build, naming them, when public/static/ holds files the site must not publish. */
export function refuseUnsafePublishedFiles(publicDir: string): void {
  const unsafe = unsafePublishedFiles(publicDir)
  if (unsafe.length === 0) return
  throw new Error(
    `The build would publish ${unsafe.map(file => `public/${file}`).join(", ")}, copied from content/: the site ` +
      `publishes only pictures and PDF documents (${linkedFileExtensions.join(", ")}) from there, never a link to a ` +
      "file elsewhere. `npm run check` names the text that links to it; one left by an earlier build goes with " +
      "`npm run clean`.",
  )
}
