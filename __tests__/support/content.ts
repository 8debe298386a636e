import fs from "fs"
import os from "os"
import path from "path"
import { parseYaml } from "../../src/node/validate-content"

export const projectDir = path.resolve(__dirname, "../..")
export const contentDir = path.join(projectDir, "content")

/** Reads a YAML content file, so component tests render the real content. */
export function readContent<T>(file: string): T {
  return parseYaml(fs.readFileSync(path.join(contentDir, file), "utf8")) as T
}

/** A scratch copy of content/ to break on purpose; removed by the caller. */
export function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  const copy = path.join(dir, "content")
  fs.cpSync(contentDir, copy, { recursive: true })
  return copy
}
