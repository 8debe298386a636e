import fs from "fs"
import os from "os"
import path from "path"
import { yamlRecords, yamlTypes } from "../../src/node/content-model"
import { parseYaml } from "../../src/node/front-matter"

export const projectDir = path.resolve(__dirname, "../..")
export const contentDir = path.join(projectDir, "content")

/**
 * Reads a YAML file of the real content/, for the browser tests, which check the built site against it.
 * Unit and component tests read the fixture set instead (./fixtures.ts).
 */
export function readContent<T>(file: string): T {
  return parseYaml(fs.readFileSync(path.join(contentDir, file), "utf8")) as T
}

/** The items of a list-shaped YAML content file, e.g. the services in services.yaml. */
export function readItems<T>(file: string): T[] {
  const type = yamlTypes.find(t => t.file === file)
  if (!type) throw new Error(`${file} is not a YAML file of the content model`)
  return yamlRecords(type, readContent(file)) as T[]
}

/** A scratch copy of content/ to break on purpose; removed by the caller. */
export function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  const copy = path.join(dir, "content")
  fs.cpSync(contentDir, copy, { recursive: true })
  return copy
}
