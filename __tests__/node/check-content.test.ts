/** @jest-environment node */
import { spawnSync } from "child_process"
import path from "path"
import { Scratch, scratchContent } from "./scratch-content"
import { repoDir as projectDir } from "../../lib/project"

/** `npm run check -- <content>`, as staff and `npm test` run it. */
function check(contentDir: string) {
  const run = spawnSync(path.join(projectDir, "node_modules/.bin/tsx"), ["scripts/check-content.ts", contentDir], {
    cwd: projectDir,
    encoding: "utf8",
  })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

let scratch: Scratch
beforeEach(() => {
  scratch = scratchContent()
})
afterEach(() => scratch.remove())

test("valid content gets one OK line and exit code 0", () => {
  const { status, stdout, stderr } = check(scratch.content)
  expect(stderr).toBe("")
  expect(stdout).toMatch(/^Content OK: no mistakes in .*content\/ \(\d+\.\d s\)\.\n$/)
  expect(status).toBe(0)
})

test("every mistake is listed by file and field, and the exit code is not 0", () => {
  const article = "news/2026-03-30-fixture-article-2026-03-30.en.md"
  scratch.edit(article, text => text.replace(/^title: .*\n/m, ""))
  scratch.edit("slides/slides.en.yaml", text => text.replace(/^ {4}imageAlt: .*\n/m, ""))
  const { status, stdout, stderr } = check(scratch.content)
  expect(stdout).toBe("")
  expect(stderr).toBe(
    'content/slides/slides.en.yaml: field "slides[0].imageAlt" is required but missing\n' +
      `content/${article}: field "title" is required but missing\n` +
      "\n2 mistakes: fix them before committing.\n",
  )
  expect(status).toBe(1)
})
