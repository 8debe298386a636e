/** @jest-environment node */
import { spawnSync } from "child_process"
import path from "path"
import { Scratch, scratchContent } from "./scratch-content"
import { repoDir as projectDir } from "../../testkit/project"

/** `npm run check -- <content>`, as staff and `npm test` run it, with `--strict` or not. */
function check(contentDir: string, ...options: string[]) {
  const run = spawnSync(
    path.join(projectDir, "node_modules/.bin/tsx"),
    ["scripts/check-content.ts", ...options, contentDir],
    {
      cwd: projectDir,
      encoding: "utf8",
    },
  )
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

describe("clinical review dates", () => {
  const health = "health/fixture-advice-1.en.md"
  const service = "services/fixture-teeth.sw.md"
  /** The file and its twin in the other language, which holds the same review dates. */
  const bothLanguages = (file: string) => [
    file,
    file.replace(/\.(en|sw)\.md$/, (_, l) => `.${l === "en" ? "sw" : "en"}.md`),
  ]
  /** A review due on a day long past, whatever today is. */
  const overdue = (file: string) =>
    bothLanguages(file).forEach(twin =>
      scratch.edit(twin, text => text.replace(/^nextReview: .*$/m, "nextReview: 2001-02-03")),
    )
  const reviewedOn = (file: string, date: string) =>
    bothLanguages(file).forEach(twin =>
      scratch.edit(twin, text => text.replace(/^reviewed: .*$/m, `reviewed: ${date}`)),
    )
  const dueLine = (file: string) =>
    `content/${file}: field "nextReview" was due on 2001-02-03: have a clinician review this page's advice, then set both review dates`

  test("an overdue review is listed as a warning, by file, and the check still passes", () => {
    ;[health, service].forEach(file => reviewedOn(file, "2001-01-01"))
    ;[health, service].forEach(overdue)
    const { status, stdout, stderr } = check(scratch.content)
    const due = [...bothLanguages(health), ...bothLanguages(service)].sort().map(file => `Warning: ${dueLine(file)}\n`)
    expect(stderr).toBe(`${due.join("")}\n4 warnings; the build goes on.\n\n`)
    expect(stdout).toMatch(/^Content OK: no mistakes in /)
    expect(status).toBe(0)
  })

  test("with --strict, an overdue review is a mistake and the check fails", () => {
    reviewedOn(health, "2001-01-01")
    overdue(health)
    const { status, stdout, stderr } = check(scratch.content, "--strict")
    expect(stdout).toBe("")
    const due = bothLanguages(health).map(file => `${dueLine(file)}\n`)
    expect(stderr).toBe(`${due.join("")}\n2 mistakes: fix them before committing.\n`)
    expect(status).toBe(1)
  })

  test("a review date that is not a date fails, naming the file and the field", () => {
    reviewedOn(health, "last March")
    scratch.edit(service, text => text.replace(/^nextReview: .*$/m, "nextReview: 2027-02-30"))
    const { status, stderr } = check(scratch.content)
    expect(stderr).toContain(
      `content/${health}: field "reviewed" must be a date written YYYY-MM-DD (for example 2026-03-14), not "last March"`,
    )
    expect(stderr).toContain(
      `content/${service}: field "nextReview" must be a date written YYYY-MM-DD (for example 2026-03-14), not "2027-02-30"`,
    )
    expect(status).toBe(1)
  })

  test("a next review before the last one fails, naming both dates", () => {
    reviewedOn(service, "2026-05-01")
    scratch.edit(service, text => text.replace(/^nextReview: .*$/m, "nextReview: 2026-04-30"))
    const { status, stderr } = check(scratch.content)
    expect(stderr).toContain(
      `content/${service}: field "nextReview" must not be before reviewed (2026-05-01), not "2026-04-30"`,
    )
    expect(status).toBe(1)
  })

  test("a missing review date fails, naming the field", () => {
    scratch.edit(health, text => text.replace(/^reviewed: .*\n/m, ""))
    const { status, stderr } = check(scratch.content)
    expect(stderr).toContain(`content/${health}: field "reviewed" is required but missing`)
    expect(status).toBe(1)
  })
})

test("public holidays that run out within 60 days are a warning, and with --strict a mistake", () => {
  const daysOn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  let day = 0
  // Every day of the list within the next ten.
  scratch.edit("special-days.yaml", text => text.replace(/date: \d{4}-\d\d-\d\d/g, () => `date: ${daysOn(++day)}`))
  const soon = daysOn(day)
  const warned = check(scratch.content)
  expect(warned.stderr).toContain(`Warning: content/special-days.yaml: ends on ${soon}, less than 60 days from today`)
  expect(warned.status).toBe(0)
  const strict = check(scratch.content, "--strict")
  expect(strict.stderr).toContain(`content/special-days.yaml: ends on ${soon}, less than 60 days from today`)
  expect(strict.status).toBe(1)
})
