/** @jest-environment node */
import path from "path"
import { readSiteBasics } from "../../src/node/site-settings"
import { Scratch, scratchContent } from "./scratch-content"

let scratch: Scratch
beforeEach(() => {
  scratch = scratchContent()
})
afterEach(() => scratch.remove())

const read = () => readSiteBasics(path.join(scratch.content, "site.yaml"))
const setSiteUrl = (siteUrl: string) =>
  scratch.edit("site.yaml", text => text.replace(/^siteUrl: .*$/m, `siteUrl: ${siteUrl}`))

test("gatsby-config gets the site's address without a trailing slash, so no address has two slashes", () => {
  setSiteUrl("https://fixture.example/")
  expect(read().siteUrl).toBe("https://fixture.example")
})

test("a mistake in site.yaml stops gatsby-config with the file and field named", () => {
  setSiteUrl("www.fixture.example")
  scratch.edit("site.yaml", text => text.replace(/^name: .*\n/m, ""))
  expect(read).toThrow(
    'content/site.yaml: field "name" is required but missing\n' +
      'content/site.yaml: field "siteUrl" must be the site\'s address, like https://www.example.org, with nothing after the name, not "www.fixture.example"',
  )
})

test("a site.yaml that is not valid YAML is named with its line", () => {
  scratch.edit("site.yaml", text => text.replace(/^name: (.*)$/m, 'name: "$1'))
  expect(read).toThrow(/^content\/site\.yaml: is not valid YAML: .*\(line \d+, column \d+\)$/)
})
