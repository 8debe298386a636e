/** @jest-environment node */
import { readSiteBasics } from "../../src/node/content/site-settings"
import { Scratch, scratchContent } from "./scratch-content"

let scratch: Scratch
beforeEach(() => {
  scratch = scratchContent()
})
afterEach(() => scratch.remove())

const read = (locale?: "en" | "sw") => () => readSiteBasics(scratch.content, locale)
const setSiteUrl = (siteUrl: string) =>
  scratch.edit("site.yaml", text => text.replace(/^siteUrl: .*$/m, `siteUrl: ${siteUrl}`))
const nameIn = (locale: "en" | "sw") => /^name: (.*)$/m.exec(scratch.read(`site-copy/site-copy.${locale}.yaml`))?.[1]

test("gatsby-config gets the site's address without a trailing slash, so no address has two slashes", () => {
  setSiteUrl("https://fixture.example/")
  expect(read()().siteUrl).toBe("https://fixture.example")
})

test("the name and description come in the language asked for, English unless told", () => {
  expect(read()().name).toBe(nameIn("en"))
  expect(read("sw")()).toMatchObject({ name: nameIn("sw"), siteUrl: read("en")().siteUrl })
  expect(nameIn("sw")).not.toBe(nameIn("en"))
})

test("a mistake in site.yaml stops gatsby-config with the file and field named", () => {
  setSiteUrl("www.fixture.example")
  expect(read()).toThrow(
    'content/site.yaml: field "siteUrl" must be the site\'s address, like https://www.example.org, with nothing after the name, not "www.fixture.example"',
  )
})

test("a mistake in the name of a language names that language's file", () => {
  scratch.edit("site-copy/site-copy.sw.yaml", text => text.replace(/^name: .*\n/m, ""))
  expect(read("sw")).toThrow('content/site-copy/site-copy.sw.yaml: field "name" is required but missing')
  expect(read("en")).not.toThrow()
})

test("a site.yaml that is not valid YAML is named with its line", () => {
  scratch.edit("site.yaml", text => text.replace(/^phone: (.*)$/m, 'phone: "$1'))
  expect(read()).toThrow(/^content\/site\.yaml: is not valid YAML: .*\(line \d+, column \d+\)$/)
})
