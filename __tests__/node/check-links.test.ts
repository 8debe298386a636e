/** @jest-environment node */
import fs from "fs"
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { splitLocale } from "../../src/model/content-model"
import { locales } from "../../src/model/locales"
import { readFrontMatter } from "../../src/model/front-matter"
import { markdownToRawHtml } from "../../src/cms/markdown"
import { bookingRoute, cmsRoute, localizedPath, newsFeedPath } from "../../src/model/routes"
import { slugFromFileName } from "../../src/model/slug"
import { siteAddresses } from "../../src/node/content-check/check-links"
import { markdownTypes } from "../../src/node/content/content-types"
import { createPages } from "../../src/node/create-pages"
import { validateContent } from "../../src/node/content-check/validate-content"
import { formatContentError } from "../../src/node/content-check/content-error"
import { Scratch, scratchContent } from "./scratch-content"

/** The content check of links: run on a scratch copy of the fixture set, with links added where staff write them. */

const page = "pages/fixture-notice.en.md"
const footer = "footer/footer.en.yaml"

let scratch: Scratch
beforeEach(() => {
  scratch = scratchContent()
})
afterEach(() => scratch.remove())

const messages = () => validateContent(scratch.content).map(formatContentError)
const addToText = (file: string, markdown: string) => scratch.edit(file, text => `${text}\n${markdown}\n`)
const filesIn = (dir: string) => fs.readdirSync(path.join(scratch.content, dir)).filter(name => name.endsWith(".md"))

/** The fixture's news articles written in English only, and those in both languages, by slug. */
function articles() {
  const names = filesIn("news")
  const bases = [...new Set(names.map(name => splitLocale(name).base))]
  const inBoth = bases.filter(base => names.includes(base.replace(/\.md$/, ".sw.md")))
  const englishOnly = bases.filter(base => !inBoth.includes(base))
  return { englishOnly, inBoth }
}

/** The mistake a link in `file`'s text makes, as the check words it. */
const textMistake = (file: string, message: string) => `content/${file}: field "body" (the text) ${message}`

test("links to every kind of page the site makes pass, in the text and in a link field", () => {
  const { englishOnly, inBoth } = articles()
  const [service] = filesIn("services").filter(name => name.endsWith(".sw.md"))
  const serviceSlug = slugFromFileName(splitLocale(service).base)
  addToText(page, "## Who may visit")
  addToText(
    "pages/fixture-notice.sw.md",
    [
      `[a](/news/${slugFromFileName(englishOnly[0])}/)`,
      `[b](/sw/news/${slugFromFileName(inBoth[0])}/)`,
      `[c](/sw/services/${serviceSlug}/)`,
      "[d](/fixture-notice/#who-may-visit) [e](/fixture-notice)",
      "[f](/sw/#contact) [g](/news/2/) [h](/sw/news) [i](/?service=x#contact) [j](/admin/dashboard/)",
      "[k](https://example.org/nowhere/) [l](mailto:info@example.org) [m](tel:+254700000000)",
      "[n](https://wa.me/254700000000?text=Hello) [o](./../images/picture.jpg)",
      `[p](${localizedPath("sw", bookingRoute.path(serviceSlug))}) [q](${localizedPath("sw", newsFeedPath)})`,
    ].join("\n\n"),
  )
  scratch.edit(footer, text => text.replace("href: /news/", "href: /sw/news/2/"))
  expect(messages()).toEqual([])
})

test("a link to an article that was deleted stops the check, naming the file, the link and the nearest address", () => {
  const [gone] = articles().englishOnly
  const slug = slugFromFileName(gone)
  addToText(page, `Read [the article](/news/${slug}/).`)
  fs.rmSync(path.join(scratch.content, "news", gone.replace(/\.md$/, ".en.md")))
  const [mistake, ...others] = messages()
  expect(others).toEqual([])
  const said = textMistake(page, `leads to "/news/${slug}/", which is no page of the site; the nearest address is `)
  expect(mistake.slice(0, said.length)).toBe(said)
  // The nearest address is another article's.
  expect(mistake.slice(said.length)).toMatch(/^\/news\/[a-z0-9-]+\/$/)
})

test("a link to a service whose file was renamed stops the check", () => {
  const service = filesIn("services")[0]
  const { base } = splitLocale(service)
  const old = slugFromFileName(base)
  addToText(page, `See [the service](/services/${old}/).`)
  for (const name of filesIn("services").filter(name => splitLocale(name).base === base)) {
    const renamed = name.replace(old, old.slice(0, -1))
    fs.renameSync(path.join(scratch.content, "services", name), path.join(scratch.content, "services", renamed))
  }
  // Staff renamed its hours with it, and forgot the link.
  scratch.edit("site.yaml", text => text.replace(`service: ${old}\n`, `service: ${old.slice(0, -1)}\n`))
  expect(messages()).toEqual([
    textMistake(
      page,
      `leads to "/services/${old}/", which is no page of the site; the nearest address is /services/${old.slice(0, -1)}/`,
    ),
  ])
})

test("a link to the Kiswahili page of an article written in English only names the page that exists", () => {
  const slug = slugFromFileName(articles().englishOnly[0])
  addToText("pages/fixture-notice.sw.md", `Soma [habari](/sw/news/${slug}/).`)
  expect(messages()).toEqual([
    textMistake(
      "pages/fixture-notice.sw.md",
      `leads to "/sw/news/${slug}/", which has no Kiswahili page; the nearest address is /news/${slug}/, the page in English`,
    ),
  ])
})

describe("a #fragment must be on the target page", () => {
  test("a heading of the target's text that is not there is named, with the nearest heading", () => {
    addToText(page, "## Visiting times\n\n## Visiting times")
    addToText(
      "pages/fixture-notice.sw.md",
      "[a](/fixture-notice/#visiting-times-1) [b](/fixture-notice/#visting-times)",
    )
    expect(messages()).toEqual([
      textMistake(
        "pages/fixture-notice.sw.md",
        'leads to "/fixture-notice/#visting-times", but /fixture-notice/ has no heading or section "visting-times"; the nearest address is /fixture-notice/#visiting-times',
      ),
    ])
  })

  test("a section of the home page that does not exist is named, with the nearest section", () => {
    scratch.edit(footer, text => text.replace("href: /#about", "href: /#abuot"))
    expect(messages()).toEqual([
      `content/${footer}: field "linkGroups[0].links[0].href" leads to "/#abuot", but / has no heading or section "abuot"; the nearest address is /#about`,
    ])
  })

  test("a page with no headings offers the page itself", () => {
    addToText(page, "[a](/news/#top)")
    expect(messages()).toEqual([
      textMistake(
        page,
        'leads to "/news/#top", but /news/ has no heading or section "top"; the nearest address is /news/',
      ),
    ])
  })

  test('a text may lead to a heading of its own page with "#" alone; a link field, shown on many pages, may not', () => {
    addToText(page, "## Where to go\n\nSee [below](#where-to-go) and [there](#where-to-goo).")
    scratch.edit(footer, text => text.replace("href: /news/", 'href: "#contact"'))
    expect(messages()).toEqual([
      `content/${footer}: field "linkGroups[0].links[1].href" leads to "#contact", a place on the page it is shown on, but it is shown on more than one page: write the page's address before the "#", like /#contact`,
      textMistake(
        page,
        'leads to "#where-to-goo", but /fixture-notice/ has no heading or section "where-to-goo"; the nearest address is /fixture-notice/#where-to-go',
      ),
    ])
  })
})

test("a link to the appointment form with a service chosen needs that service in the page's language", () => {
  const [service] = filesIn("services").filter(name => name.endsWith(".en.md"))
  const slug = slugFromFileName(splitLocale(service).base)
  addToText(page, `[a](${bookingRoute.path(slug)}) [b](${bookingRoute.path(`${slug}x`)})`)
  expect(messages()).toEqual([
    textMistake(
      page,
      `leads to "${bookingRoute.path(`${slug}x`)}", but / has no heading or section "book=${slug}x"; the nearest address is ${bookingRoute.path(slug)}`,
    ),
  ])
})

test("a misspelt address in a link field is named by its field, with the nearest address", () => {
  scratch.edit(footer, text => text.replace("href: /news/", "href: /newz/"))
  expect(messages()).toEqual([
    `content/${footer}: field "linkGroups[0].links[1].href" leads to "/newz/", which is no page of the site; the nearest address is /news/`,
  ])
})

test("a link written without its first slash is a file next to the text, which must exist", () => {
  addToText(page, "Read [the form](./forms/consent.pdf) and [the notice](fixture-notice/).")
  const [pdf, notice] = messages()
  expect(pdf).toContain(
    `${textMistake(page, 'leads to "./forms/consent.pdf", which is no file next to this text (a page of the site is written from its start, like /news/); the nearest address is ')}`,
  )
  expect(notice).toBe(
    textMistake(
      page,
      'leads to "fixture-notice/", which is no file next to this text (a page of the site is written from its start, like /news/); the nearest address is /fixture-notice/',
    ),
  )
})

/** Files in a folder next to the staff page, which its text may link to as ./forms/<name>. */
function formsNextToPage(names: string[]) {
  const forms = path.join(scratch.content, "pages", "forms")
  fs.mkdirSync(forms)
  for (const name of names) fs.writeFileSync(path.join(forms, name), "x")
}

/** The mistake of a text that makes the build publish `address`, of `kind`. */
const notPublished = (address: string, kind: string) =>
  textMistake(
    page,
    `leads to "${address}", ${kind}: a text links only to pictures and PDF documents next to it (.jpg, .jpeg, .png, .webp, .avif, .pdf), which the site publishes`,
  )

test("a text links only to pictures and PDF documents next to it, never to a file a browser would run", () => {
  formsNextToPage(["consent.pdf", "consent.html", "helper.js", "logo.svg", "notes"])
  addToText(page, "[a](./forms/consent.pdf) [b](./forms/consent.html) [c](./forms/logo.svg) [d](./forms/notes)")
  addToText(page, '<p><a href="./forms/helper.js">e</a></p>')
  expect(messages()).toEqual([
    notPublished("./forms/consent.html", "a .html file"),
    notPublished("./forms/logo.svg", "a .svg file"),
    notPublished("./forms/notes", "a file without an extension"),
    notPublished("./forms/helper.js", "a .js file"),
  ])
})

test("a file the build would copy is refused however the text names it: an unused definition, //, a <video>", () => {
  formsNextToPage(["consent.html", "helper.js", "clip.mp4"])
  addToText(page, "[unused]: ./forms/consent.html")
  addToText(page, "[a](//forms/helper.js)")
  addToText(page, '<video src="./forms/clip.mp4"></video>')
  expect(messages()).toEqual([
    notPublished("./forms/consent.html", "a .html file"),
    notPublished("//forms/helper.js", "a .js file"),
    notPublished("./forms/clip.mp4", "a .mp4 file"),
  ])
})

test("a link to a file next to the text is written as the file is named, as the copy reads it", () => {
  formsNextToPage(["consent form.pdf", "consent.pdf"])
  addToText(page, "[a](<./forms/consent form.pdf>) [b](./forms/consent%20form.pdf) [c](./forms/consent.pdf#page=2)")
  addToText(page, '<p><a href="./forms/consent.pdf?v=2">d</a></p>')
  const notCopied = (address: string, named: string) =>
    textMistake(
      page,
      `leads to "${address}": the site copies a file next to a text only when its address is written as the file is named, with no %-code, "?" or "#": write "${named}" (in a Markdown link, between < and > if it has spaces)`,
    )
  expect(messages()).toEqual([
    notCopied("./forms/consent%20form.pdf", "./forms/consent form.pdf"),
    notCopied("./forms/consent.pdf#page=2", "./forms/consent.pdf"),
    notCopied("./forms/consent.pdf?v=2", "./forms/consent.pdf"),
  ])
})

test("the addresses the check knows are the pages the build makes, for the fixture set", async () => {
  const read = markdownTypes.flatMap(type =>
    filesIn(type.dir).map(name => {
      const file = path.join(scratch.content, type.dir, name)
      return { type, file, shownAs: name, html: markdownToRawHtml(readFrontMatter(fs.readFileSync(file, "utf8")).body) }
    }),
  )
  const nodes = (dir: string) =>
    filesIn(dir).map(name => {
      const { base, locale } = splitLocale(name)
      const { title, date } = readFrontMatter(scratch.read(`${dir}/${name}`)).data as Record<string, string>
      return { id: name, slug: slugFromFileName(base), title, date, locale, translationKey: base, fileName: name }
    })
  const createPage = jest.fn()
  const graphql = jest.fn().mockResolvedValue({
    data: {
      allNewsArticle: { nodes: nodes("news") },
      allServicePage: { nodes: nodes("services") },
      allStaffPage: { nodes: nodes("pages") },
      siteBuildMetadata: null,
      siteSettings: null,
      allSpecialDay: { nodes: [] },
    },
  })
  const args = { actions: { createPage, createRedirect: jest.fn() }, graphql, reporter: { panicOnBuild: jest.fn() } }
  await createPages?.(
    args as unknown as CreatePagesArgs & { traceId: "initial-createPages" },
    { plugins: [] },
    () => undefined,
  )
  const built = createPage.mock.calls.map(([page]: [{ path: string }]) => page.path)
  // Besides the pages, a link may lead to each language's news feed and the editor, which the build writes in its own way.
  const feeds = locales.map(locale => localizedPath(locale, newsFeedPath))
  expect([...siteAddresses(read).keys()].sort()).toEqual([...built, ...feeds, cmsRoute].sort())
})
