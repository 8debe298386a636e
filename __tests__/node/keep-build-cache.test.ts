/** @jest-environment node */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { repoDir } from "../../testkit/project"

/**
 * `npm run build:cached` (scripts/keep-build-cache.ts) in a made-up project: Gatsby's cache stays after a content
 * edit, and goes after any other change or a build that did not finish, so CI never publishes what other code built.
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

const step = (...args: string[]) => {
  const run = spawnSync(
    path.join(repoDir, "node_modules/.bin/tsx"),
    [path.join(repoDir, "scripts/keep-build-cache.ts"), ...args],
    {
      cwd: project,
      encoding: "utf8",
    },
  )
  expect(run.status).toBe(0)
}
const built = () => path.join(project, "public", "index.html")

/** Runs the step before a build; the build then leaves a page and, when it succeeds, the stamp. Was the cache kept? */
function buildAgain(succeeds = true): boolean {
  step()
  const kept = fs.existsSync(built())
  // A build without a cache starts by emptying Gatsby's cache folder of whatever it finds there.
  if (!kept) fs.rmSync(path.join(project, ".cache"), { recursive: true, force: true })
  fs.mkdirSync(path.dirname(built()), { recursive: true })
  fs.writeFileSync(built(), "built\n")
  if (succeeds) step("--built")
  return kept
}

test("outside a git checkout, every build starts clean", () => {
  fs.rmSync(path.join(project, ".git"), { recursive: true, force: true })
  expect(buildAgain()).toBe(false)
  expect(buildAgain()).toBe(false)
})

test("the cache stays for a content edit, and goes for a code change or after a build that failed", () => {
  expect(buildAgain()).toBe(false)
  expect(buildAgain()).toBe(true)
  fs.appendFileSync(path.join(project, "content/news/a.en.md"), "more text\n")
  expect(buildAgain()).toBe(true)
  fs.appendFileSync(path.join(project, "gatsby-node.ts"), "other code\n")
  expect(buildAgain()).toBe(false)
  expect(buildAgain(false)).toBe(true)
  expect(buildAgain()).toBe(false)
})
