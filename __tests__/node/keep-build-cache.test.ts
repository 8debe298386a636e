/** @jest-environment node */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { repoDir } from "../../testkit/project"

/**
 * `npm run build:cached`'s first step (scripts/keep-build-cache.ts) in a made-up project: Gatsby's cache stays after
 * a content edit, and goes after any other change, so CI never publishes what other code built.
 */
let project: string
beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-"))
  for (const [file, text] of Object.entries({ "gatsby-node.ts": "code\n", "content/news/a.en.md": "text\n" })) {
    fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
    fs.writeFileSync(path.join(project, file), text)
  }
  spawnSync("git", ["init", "-q"], { cwd: project })
  spawnSync("git", ["add", "."], { cwd: project })
})
afterEach(() => fs.rmSync(project, { recursive: true, force: true }))

/** Runs the step, as after a build that left a page and a cache file. */
function buildAgain(): { output: string; kept: boolean } {
  const run = spawnSync(
    path.join(repoDir, "node_modules/.bin/tsx"),
    [path.join(repoDir, "scripts/keep-build-cache.ts")],
    {
      cwd: project,
      encoding: "utf8",
    },
  )
  expect(run.status).toBe(0)
  const kept = fs.existsSync(path.join(project, "public/index.html"))
  for (const file of ["public/index.html", path.join(".cache", "data.mdb")]) {
    fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
    fs.writeFileSync(path.join(project, file), "built\n")
  }
  return { output: run.stdout, kept }
}

test("the cache stays for a content edit, and goes for a code change or when no stamp says what made it", () => {
  expect(buildAgain().output).toContain("cleared")
  expect(buildAgain()).toEqual({ output: expect.stringContaining("kept"), kept: true })
  fs.appendFileSync(path.join(project, "content/news/a.en.md"), "more text\n")
  expect(buildAgain().kept).toBe(true)
  fs.appendFileSync(path.join(project, "gatsby-node.ts"), "other code\n")
  expect(buildAgain().kept).toBe(false)
  expect(buildAgain().kept).toBe(true)
  fs.rmSync(path.join(project, ".cache", "built-by.txt"))
  expect(buildAgain().kept).toBe(false)
})
