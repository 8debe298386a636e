import fs from "fs"
import os from "os"
import path from "path"
import { fixtureContentDir } from "../support/fixtures"

export interface Scratch {
  /** A project folder holding a copy of the fixture set as its content/. */
  project: string
  content: string
  /** The text of a file under content/. */
  read: (file: string) => string
  /** Reads, changes and writes back a file under content/. */
  edit: (file: string, change: (text: string) => string) => void
  remove: () => void
}

/** A scratch copy of the fixture set, to break on purpose; never the real content/, which staff change. */
export function scratchContent(): Scratch {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  const content = path.join(project, "content")
  fs.cpSync(fixtureContentDir, content, { recursive: true })
  return {
    project,
    content,
    read: file => fs.readFileSync(path.join(content, file), "utf8"),
    edit: (file, change) => {
      const full = path.join(content, file)
      fs.writeFileSync(full, change(fs.readFileSync(full, "utf8")))
    },
    remove: () => fs.rmSync(project, { recursive: true, force: true }),
  }
}
