/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { validateContent } from "../../src/node/content-check/validate-content"
import { formatContentError } from "../../src/node/content-check/content-error"
import { fixtureContentDir } from "../support/fixtures"

/** The fixture content set, copied so that each test may write into it. */
let contentDir: string
beforeEach(() => {
  contentDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cms-output-")), "content")
  fs.cpSync(fixtureContentDir, contentDir, { recursive: true })
})
afterEach(() => fs.rmSync(path.dirname(contentDir), { recursive: true, force: true }))

test("a news article as the CMS writes it passes the check: folded long lines, a picture path without ./, no slug", () => {
  const picture = fs.readdirSync(path.join(contentDir, "news/images"))[0]
  fs.writeFileSync(
    path.join(contentDir, "news/2026-11-20-written-in-the-cms.en.md"),
    [
      "---",
      "title: A title long enough that the CMS folds it over two lines when it writes",
      "  the front matter",
      "date: 2026-11-20",
      `image: images/${picture}`,
      "imageAlt: What the picture shows",
      "excerpt: A summary long enough that the CMS folds it over two lines when it writes",
      "  the front matter",
      'slug: ""',
      "---",
      "The text of the article.",
      "",
    ].join("\n"),
  )
  expect(validateContent(contentDir).map(formatContentError)).toEqual([])
})

test("a YAML file as the CMS writes it, long text folded over lines, passes the check", () => {
  const footer = path.join(contentDir, "footer/footer.sw.yaml")
  const text = fs.readFileSync(footer, "utf8")
  fs.writeFileSync(
    footer,
    text.replace(
      /^text: .*$/m,
      "text: A footer text long enough that the CMS folds it over two lines when it\n  writes the file",
    ),
  )
  expect(fs.readFileSync(footer, "utf8")).toContain("\n  writes the file")
  expect(validateContent(contentDir).map(formatContentError)).toEqual([])
})

test("a news article saved in one language, its other language left blank, passes the check", () => {
  const picture = fs.readdirSync(path.join(contentDir, "news/images"))[0]
  const write = (locale: string, lines: string[]) =>
    fs.writeFileSync(path.join(contentDir, `news/2026-11-21-written-once.${locale}.md`), lines.join("\n"))
  write("en", [
    "---",
    "title: Written in English only",
    "date: 2026-11-21",
    `image: images/${picture}`,
    "imageAlt: What the picture shows",
    "excerpt: A summary.",
    "---",
    "The text of the article.",
    "",
  ])
  // Decap copies what is not words (the date, the picture) and leaves the words empty.
  write("sw", [
    "---",
    'title: ""',
    "date: 2026-11-21",
    `image: images/${picture}`,
    'imageAlt: ""',
    'excerpt: ""',
    "---",
    "",
  ])
  expect(validateContent(contentDir).map(formatContentError)).toEqual([])
})
