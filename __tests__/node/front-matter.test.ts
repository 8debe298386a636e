/** @jest-environment node */
import { FrontMatterLanguageError, YamlAliasError, readFrontMatter } from "../../src/model/front-matter"

test("the YAML between the two lines of --- is the data, and what follows is the text", () => {
  expect(readFrontMatter("---\ntitle: A title\ndate: 2026-03-14\n---\n\nThe text.\n")).toEqual({
    data: { title: "A title", date: "2026-03-14" },
    body: "\nThe text.\n",
  })
})

test("files saved on Windows, with a byte-order mark, or with an empty front matter read the same", () => {
  expect(readFrontMatter("\uFEFF---\r\ntitle: x\r\n---\r\nText")).toEqual({ data: { title: "x" }, body: "Text" })
  expect(readFrontMatter("---\n---\nText")).toEqual({ data: {}, body: "Text" })
})

test("a file without a front matter is all text", () => {
  expect(readFrontMatter("Just text.\n")).toEqual({ data: {}, body: "Just text.\n" })
})

test.each(["---js\n{ title: 'x' }\n---\n", "---coffee\ntitle: 'x'\n---\n", "---js\n{ title: 'x' }\n"])(
  "any language but YAML is refused, closed or not: %j",
  source => expect(() => readFrontMatter(source)).toThrow(FrontMatterLanguageError),
)

test("a YAML alias (*name) is refused by the reader itself, so that the editor refuses it as the check does", () => {
  expect(() => readFrontMatter("---\ntitle: &title A title\nexcerpt: *title\n---\nText")).toThrow(YamlAliasError)
})
