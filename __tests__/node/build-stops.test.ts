/** @jest-environment node */
import fs from "fs"
import path from "path"
import { fixtureContentDir } from "../support/fixtures"
import { copyProject, gatsbyBuild, removeCopy } from "../../testkit/project-copy"

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

test(
  "content that would act as code or leave its place stops gatsby build, runs nothing and publishes no page",
  async () => {
    const marker = path.join(site, "ran")
    const [script, climbing, tracking, missing] = [2, 3, 4, 5].map(
      day => `news/2025-12-0${day}-fixture-article-2025-12-0${day}.en.md`,
    )
    const restores = [
      edit(script, text =>
        text.replace(
          /^---\n[\s\S]*?\n---\n/,
          `---js\n(require("fs").writeFileSync(${JSON.stringify(marker)}, "ran"), { title: "x" })\n---\n`,
        ),
      ),
      edit(climbing, text => text.replace(/^title:/m, "slug: ../cms\ntitle:")),
      edit(tracking, text => `${text}\n![](https://tracker.example/pixel.gif)\n`),
      edit(missing, text => `${text}\n![A scan](./images/missing-scan.jpg)\n`),
    ]
    try {
      const { status, output } = await gatsbyBuild(site, buildTimeoutMs)
      expect(status).not.toBe(0)
      expect(output).toContain("The content has 4 mistakes; nothing was published.")
      expect(output).toContain(`content/${script}: has a front matter (the part between the --- lines) that is marked`)
      expect(output).toContain(`content/${climbing}: field "slug" must be lower-case words`)
      expect(output).toContain(`content/${tracking}: field "body" (the text) shows a picture from outside`)
      expect(output).toContain(`content/${missing}: field "body" (the text) shows "./images/missing-scan.jpg"`)
      expect(fs.existsSync(marker)).toBe(false)
      expect(fs.existsSync(path.join(site, "public/index.html"))).toBe(false)
    } finally {
      restores.forEach(restore => restore())
    }
  },
  buildTimeoutMs + 10_000,
)

test(
  "a broken link stops gatsby build, naming the file, the link and the nearest address, and publishes no page",
  async () => {
    const page = "pages/fixture-notice.en.md"
    const restores = [
      edit(page, text => `${text}\nSee [the notice](/fixture-notise/).\n`),
      edit("footer/footer.sw.yaml", text => text.replace("href: /sw/news/", "href: /sw/habari/")),
    ]
    try {
      const { status, output } = await gatsbyBuild(site, buildTimeoutMs)
      expect(status).not.toBe(0)
      expect(output).toContain("The content has 2 mistakes; nothing was published.")
      expect(output).toContain(
        `content/${page}: field "body" (the text) leads to "/fixture-notise/", which is no page of the site; the nearest address is /fixture-notice/`,
      )
      expect(output).toContain(
        'content/footer/footer.sw.yaml: field "linkGroups[0].links[1].href" leads to "/sw/habari/", which is no page of the site',
      )
      expect(fs.existsSync(path.join(site, "public/index.html"))).toBe(false)
    } finally {
      restores.forEach(restore => restore())
    }
  },
  buildTimeoutMs + 10_000,
)
