import fs from "fs"
import path from "path"
import { hasExtension, linkedFileExtensions } from "../../model/content-model"

/**
 * Files under public/static/ that must not be published: copies from content/ (static/<digest>/<name>) that aren't
 * pictures or PDFs, as HTML or JS there runs on the site's origin, and symlinks. The content check refuses them too;
 * this is the backstop, as the copy parses texts its own way. Webpack's <name>-<hash> files are ours.
 */
export function unsafePublishedFiles(publicDir: string): string[] {
  const unsafe: string[] = []
  const walk = (dir: string, depth: number) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      const copied = depth === 2 && !hasExtension(linkedFileExtensions, file)
      if (entry.isSymbolicLink() || (entry.isFile() && copied)) unsafe.push(file)
      else if (entry.isDirectory()) walk(file, depth + 1)
    }
  }
  const dir = path.join(publicDir, "static")
  if (fs.existsSync(dir)) walk(dir, 1)
  return unsafe.map(file => path.relative(publicDir, file).split(path.sep).join("/")).sort()
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
