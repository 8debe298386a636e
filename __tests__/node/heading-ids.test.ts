/** @jest-environment node */
import { markdownToHtml } from "../../src/cms/markdown"
import { headingIdsOf } from "../../src/model/heading-ids"

test("each heading of a text gets the id a link leads to: its words, lower case, joined by dashes", () => {
  const html = markdownToHtml(
    "## Your rights\n\nText.\n\n### What to bring: ID & *SHIF* card\n\n## Haki zako\n\n## Your rights\n\n## Your rights",
  )
  expect(headingIdsOf(html)).toEqual([
    "your-rights",
    "what-to-bring-id--shif-card",
    "haki-zako",
    "your-rights-1",
    "your-rights-2",
  ])
  expect(html).toContain('<h3 id="what-to-bring-id--shif-card">What to bring: ID &amp; <em>SHIF</em> card</h3>')
})

test("an id written by hand in the text is dropped by the sanitizer, so only the heading's words make one", () => {
  const html = markdownToHtml('<h2 id="main" onclick="x()">Sample heading</h2>')
  expect(headingIdsOf(html)).toEqual(["sample-heading"])
  expect(html).not.toContain('id="main"')
})

test("a heading whose id would be one of the page's own gets -1, so a link to it never leads elsewhere", () => {
  const html = markdownToHtml("## Main\n\n## Page end\n\n## Public menu\n\n## Gatsby announcer\n\n## Main")
  expect(headingIdsOf(html)).toEqual(["main-1", "page-end-1", "public-menu-1", "gatsby-announcer-1", "main-2"])
})
