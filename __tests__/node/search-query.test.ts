/** @jest-environment node */
import { searchMetaAttributes } from "../../src/model/search"
import { cleanQuery, excerptParts, maxQueryLength } from "../../src/model/search-query"

describe("what a typed query searches for", () => {
  test.each(["", "   ", "\t\n", "?!", " - / * ", "<>&", "…", "🙂 ✓"])(
    "only spaces or symbols (%j) searches for nothing",
    typed => expect(cleanQuery(typed)).toBe(""),
  )

  test("a very long query is cut to a sane length, with no space left at its end", () => {
    const typed = `${"meno ".repeat(60)}end`
    const query = cleanQuery(typed)
    expect(query.length).toBeLessThanOrEqual(maxQueryLength)
    expect(query.startsWith("meno meno")).toBe(true)
    expect(query).toBe(query.trim())
  })

  test("spaces are collapsed and words in either language kept as typed", () => {
    expect(cleanQuery("  scan \n  price ")).toBe("scan price")
    expect(cleanQuery("kliniki ya meno")).toBe("kliniki ya meno")
  })
})

describe("a result's excerpt", () => {
  test("Pagefind's marks become marked text, the rest plain text", () => {
    expect(excerptParts("Book a <mark>scan</mark> today")).toEqual([
      { text: "Book a ", marked: false },
      { text: "scan", marked: true },
      { text: " today", marked: false },
    ])
  })

  test("markup that is not Pagefind's mark stays text, never HTML", () => {
    const parts = excerptParts('<img src=x onerror="alert(1)"><mark>meno</mark> &lt;b&gt;')
    expect(parts).toEqual([
      { text: '<img src=x onerror="alert(1)">', marked: false },
      { text: "meno", marked: true },
      { text: " <b>", marked: false },
    ])
  })

  test("a mark with markup inside it is not read as a mark", () => {
    expect(excerptParts("<mark><b>x</b></mark>").every(part => !part.marked)).toBe(true)
  })
})

test("an indexed part of a page carries its kind and details as Pagefind's metadata, one each, without commas", () => {
  expect(searchMetaAttributes({ kind: "service", phone: "+254 700 000 000" })).toEqual([
    { "data-pagefind-meta": "kind:service" },
    { "data-pagefind-meta": "phone:+254 700 000 000" },
  ])
  expect(searchMetaAttributes({ kind: "health", title: "Health, and you" })).toContainEqual({
    "data-pagefind-meta": "title:Health and you",
  })
})
