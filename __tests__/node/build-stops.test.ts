/** @jest-environment node */
import fs from "fs"
import path from "path"
import { fixtureContentDir } from "../support/fixtures"
import { copyProject, gatsbyBuild, removeCopy } from "../support/site-copy"

/**
 * Real `gatsby build`s of a copy of the site with a mistake in the fixture set: each must stop, name the file and
 * the field, and publish nothing. Each stops early, so they take seconds rather than the minute of a whole build.
 */

const buildTimeoutMs = 180_000

let site: string
const edit = (file: string, change: (text: string) => string) => {
  const full = path.join(site, "content", file)
  const valid = fs.readFileSync(full, "utf8")
  fs.writeFileSync(full, change(valid))
  return () => fs.writeFileSync(full, valid)
}

beforeAll(() => {
  site = copyProject(fixtureContentDir)
})
afterAll(() => {
  if (site) removeCopy(site)
})

test(
  "a news file without a title stops gatsby build, names the file and the field, and publishes no page",
  async () => {
    const article = "news/2026-01-10-fixture-article-2026-01-10.en.md"
    const restore = edit(article, text => text.replace(/^title: .*\n/m, ""))
    try {
      const { status, output } = await gatsbyBuild(site, buildTimeoutMs)
      expect(status).not.toBe(0)
      expect(output).toContain("The content has 1 mistake; nothing was published.")
      expect(output).toContain(`content/${article}: field "title" is required but missing`)
      expect(fs.existsSync(path.join(site, "public/index.html"))).toBe(false)
    } finally {
      restore()
    }
  },
  buildTimeoutMs + 10_000,
)

test(
  "a mistake in site.yaml stops gatsby while it reads its config, naming the field",
  async () => {
    const restore = edit("site.yaml", text => text.replace(/^siteUrl: .*$/m, "siteUrl: fixture.example"))
    try {
      const { status, output } = await gatsbyBuild(site, buildTimeoutMs)
      expect(status).not.toBe(0)
      expect(output).toContain('content/site.yaml: field "siteUrl" must be the site\'s address')
      // It stopped at the config, before any of the site's own build steps.
      expect(output).not.toContain("onPreBootstrap")
      expect(fs.existsSync(path.join(site, "public/index.html"))).toBe(false)
    } finally {
      restore()
    }
  },
  buildTimeoutMs + 10_000,
)

test(
  "a missing Kiswahili page stops gatsby build, naming the file to write, and publishes no page",
  async () => {
    const missing = path.join(site, "content/health/fixture-advice-1.sw.md")
    const valid = fs.readFileSync(missing, "utf8")
    fs.rmSync(missing)
    try {
      const { status, output } = await gatsbyBuild(site, buildTimeoutMs)
      expect(status).not.toBe(0)
      expect(output).toContain("The content has 1 mistake; nothing was published.")
      expect(output).toContain(
        "content/health/fixture-advice-1.sw.md: is missing: every page is in English and Kiswahili; write its Kiswahili version (copy content/health/fixture-advice-1.en.md and translate it)",
      )
      expect(fs.existsSync(path.join(site, "public/index.html"))).toBe(false)
    } finally {
      fs.writeFileSync(missing, valid)
    }
  },
  buildTimeoutMs + 10_000,
)
