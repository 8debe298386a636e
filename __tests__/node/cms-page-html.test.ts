import { cmsPageHtml, cmsPageTitle } from "../../src/cms/build/editor-page-html"
import { validateContent } from "../../src/node/content-check/validate-content"
import { formatContentError } from "../../src/node/content-check/content-error"
import { Scratch, scratchContent } from "./scratch-content"

let scratch: Scratch
beforeEach(() => {
  scratch = scratchContent()
})
afterEach(() => scratch.remove())

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html")

test("a site's name holding </title><script> is the page's title as written, and adds no script", () => {
  const name = `</title><script>alert("name")</script><!-- & "quoted" 'too'`
  scratch.edit("site-copy/site-copy.en.yaml", text => text.replace(/^name: .*$/m, `name: ${JSON.stringify(name)}`))
  // The content check lets such a name through: the page is what must keep it text.
  expect(validateContent(scratch.content).map(formatContentError)).toEqual([])

  const page = parse(cmsPageHtml(cmsPageTitle(scratch.content), ["react.js", "cms.js"]))
  expect(page.title).toBe(`Content Manager · ${name}`)
  expect(Array.from(page.scripts, script => script.getAttribute("src"))).toEqual(["react.js", "cms.js"])
  expect(page.head.children).toHaveLength(5)
})

test("a script's name is written as one attribute value, whatever it holds", () => {
  const odd = `cms-"><script>alert(1)</script><x y=".js`
  const page = parse(cmsPageHtml("Content Manager", [odd]))
  expect(Array.from(page.scripts, script => script.getAttribute("src"))).toEqual([odd])
  expect(page.body.children).toHaveLength(1)
})
