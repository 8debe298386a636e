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
  /** Writes a file under content/, and its folder if it is new. */
  write: (file: string, text: string) => void
  /** Copies a file under content/ to another place under content/. */
  copy: (from: string, to: string) => void
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
    write: (file, text) => {
      fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true })
      fs.writeFileSync(path.join(content, file), text)
    },
    copy: (from, to) => {
      fs.mkdirSync(path.dirname(path.join(content, to)), { recursive: true })
      fs.copyFileSync(path.join(content, from), path.join(content, to))
    },
    remove: () => fs.rmSync(project, { recursive: true, force: true }),
  }
}
