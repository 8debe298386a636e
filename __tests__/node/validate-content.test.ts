/** @jest-environment node */
import fs from "fs"
import path from "path"
import { formatContentError, validateContent } from "../../src/node/validate-content"
import { contentDir, copyContent } from "../support/content"

const article = "news/2026-07-02-patient-flow-study.md"

let content: string
beforeEach(() => {
  content = copyContent()
})
afterEach(() => {
  fs.rmSync(path.dirname(content), { recursive: true, force: true })
})

const edit = (file: string, change: (text: string) => string) => {
  const full = path.join(content, file)
  fs.writeFileSync(full, change(fs.readFileSync(full, "utf8")))
}
const messages = () => validateContent(content).map(formatContentError)

test("the content as shipped is valid", () => {
  expect(validateContent(contentDir)).toEqual([])
})

test("a news article without a title names the file and the field", () => {
  edit(article, text => text.replace(/^title: .*\n/m, ""))
  expect(messages()).toEqual([`content/${article}: field "title" is required but missing`])
})

test("a date that is not a date is refused, even one YAML would roll over", () => {
  edit(article, text => text.replace(/^date: .*$/m, "date: 2026-02-31"))
  expect(messages()).toEqual([
    `content/${article}: field "date" must be a date written YYYY-MM-DD (for example 2026-03-14), not "2026-02-31"`,
  ])
  edit(article, text => text.replace(/^date: .*$/m, "date: next Tuesday"))
  expect(messages()[0]).toContain(`content/${article}: field "date" must be a date`)
})

test("an image path that does not exist is refused", () => {
  edit(article, text => text.replace(/^image: .*$/m, "image: ./images/missing.jpg"))
  expect(messages()).toEqual([
    `content/${article}: field "image" points to "./images/missing.jpg", which does not exist next to this file`,
  ])
})

test("an image that is not a picture format the site can resize is refused", () => {
  edit(article, text => text.replace(/^image: .*$/m, "image: ./images/ecare.gif"))
  expect(messages()[0]).toMatch(/field "image" must be a \.jpg, .* image, not "\.\/images\/ecare\.gif"/)
})

test("a malformed YAML file is refused with the line of the mistake", () => {
  edit("services.yaml", text =>
    text.replace("    lines:\n      - General ultrasound", "    lines: [General ultrasound\n      - x"),
  )
  const [message] = messages()
  expect(message).toMatch(/^content\/services\.yaml: is not valid YAML: .*\(line \d+, column \d+\)$/)
})

test("malformed front matter in a Markdown file is refused", () => {
  edit(article, text => text.replace(/^title: .*$/m, 'title: "Unclosed'))
  expect(messages()[0]).toMatch(new RegExp(`^content/${article}: has a front matter .* is not valid YAML`))
})

test("two articles with the same slug are refused, naming both files", () => {
  fs.copyFileSync(path.join(content, article), path.join(content, "news/2026-08-01-patient-flow-study.md"))
  expect(messages()).toEqual([
    `content/news/2026-08-01-patient-flow-study.md: field "slug" "patient-flow-study" is already used by content/${article}: give one of them another file name or slug`,
  ])
})

test("a misspelt field is named, with the fields allowed", () => {
  edit(article, text => text.replace(/^excerpt:/m, "excerpts:"))
  expect(messages()).toEqual([
    `content/${article}: field "excerpt" is required but missing`,
    `content/${article}: field "excerpts" is not known here (allowed: title, date, image, imageAlt, excerpt, slug)`,
  ])
})

test("a field of a YAML list item is named with its position", () => {
  edit("demo/projects.yaml", text => text.replace("status: delayed", "status: late"))
  expect(messages()).toEqual([
    `content/demo/projects.yaml: field "projects[2].status" must be one of "pending", "completed", "delayed", "on schedule", not "late"`,
  ])
})

test("numbers out of range and nested settings are checked", () => {
  edit("site.yaml", text => text.replace("zoom: 15", "zoom: 40").replace("lat: -4.0435", "lat: south"))
  expect(messages()).toEqual([
    'content/site.yaml: field "map.lat" must be a number, not "south"',
    'content/site.yaml: field "map.zoom" must be at most 21, not 40',
  ])
})

test("an article with no text below its front matter is refused", () => {
  edit(article, text => text.slice(0, text.indexOf("\n---\n") + "\n---\n".length))
  expect(messages()).toEqual([`content/${article}: has no text below the front matter`])
})

test("a missing settings file and a stray file are both reported", () => {
  fs.renameSync(path.join(content, "site.yaml"), path.join(content, "settings.yaml"))
  expect(messages()).toEqual([
    "content/site.yaml: is missing",
    expect.stringMatching(/^content\/settings\.yaml: is not a known content file/),
  ])
})

test("a Markdown file outside the content folders is reported", () => {
  fs.writeFileSync(path.join(content, "news-item.md"), "---\ntitle: x\n---\nText")
  expect(messages()).toEqual([expect.stringMatching(/^content\/news-item\.md: is not in a content folder/)])
})
