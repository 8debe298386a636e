import fs from "fs"
import path from "path"
import { hasExtension, linkedFileExtensions } from "../../model/content-model"

/**
 * The files under public/static/ that the site must not publish: a file copied from content/ (the copy of the
 * files texts link to, and `publicURL`, write each as static/<its digest>/<its name>) that is not a picture or a
 * PDF document, since a web page or a script there would run as the site's own; and a link to a file elsewhere on
 * the computer, anywhere in it. The content check refuses the texts that would bring them, naming file and field;
 * this is the build's last word, as the copy reads the texts its own way. The files webpack writes beside them
 * (static/<name>-<hash>.<ext>) are the site's own code.
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
