/** @jest-environment node */
import fs from "fs"
import path from "path"
import { filesOf, textLimits } from "../../src/model/content-model"
import { markdownTypes, yamlTypes } from "../../src/node/content/content-types"
import { FrontMatterLanguageError, readFrontMatter } from "../../src/model/front-matter"
import { checkContent, checkFile, validateContent } from "../../src/node/content-check/validate-content"
import { formatContentError } from "../../src/node/content-check/content-error"
import { fixtureContentDir } from "../support/fixtures"
import { Scratch, scratchContent } from "./scratch-content"

const article = "news/2026-01-10-fixture-article-2026-01-10.en.md"
const slides = "slides/slides.en.yaml"
const team = "team/team.en.yaml"

let scratch: Scratch
beforeEach(() => {
  scratch = scratchContent()
})
afterEach(() => scratch.remove())

const edit = (file: string, change: (text: string) => string) => scratch.edit(file, change)
const messages = () => validateContent(scratch.content).map(formatContentError)
const sectionType = markdownTypes.find(type => type.dir === "sections")!
const sectionFiles = (sectionType.files ?? []).flatMap(file => filesOf(sectionType, file))

/** What the check asks of a translation not written yet: `file` in Kiswahili, from its English `twin`. */
const translate = (file: string, twin: string) =>
  `every page is in English and Kiswahili; write its ${file.includes(".sw.") ? "Kiswahili" : "English"} version (copy content/${twin} and translate it)`

/** What the CMS writes for a translation left blank: the values that are the same in every language, no words. */
const blankTranslation = (file: string) =>
  edit(file, text =>
    text
      .replace(/^(title|imageAlt|excerpt|summary): .*$/gm, '$1: ""')
      .replace(/^(offers|audience|preparation):\n( {2}- .*\n)+/gm, "$1: []\n")
      .replace(
        /^card:\n( {2}.*\n)+/m,
        'card:\n  title: ""\n  image: ""\n  imageAlt: ""\n  description: ""\n  lines: []\n',
      )
      .replace(/\n---\n[\s\S]*$/, "\n---\n"),
  )

test("the fixture set is valid, so the other tests can rely on it", () => {
  expect(validateContent(fixtureContentDir)).toEqual([])
})

test("a news article without a title names the file and the field", () => {
  edit(article, text => text.replace(/^title: .*\n/m, ""))
  expect(messages()).toEqual([`content/${article}: field "title" is required but missing`])
})

test("a text whose name makes no address is named, with how to name it", () => {
  const source = scratch.read(article)
  for (const name of ["news/2026-10-01-ü.en.md", "news/2026-10-01-.en.md"]) {
    fs.writeFileSync(
      path.join(scratch.content, name),
      source.replace(/^excerpt: .*$/m, `excerpt: Another summary for ${name}.`),
    )
  }
  const says =
    "makes no address for its page, as its name has no letter a–z or digit: name it like 2026-03-14-new-wing.en.md, or give it a slug"
  expect(messages()).toEqual([`content/news/2026-10-01-.en.md: ${says}`, `content/news/2026-10-01-ü.en.md: ${says}`])
})

test("a text saved with another ending (.MD, .md.txt) is named, as the site would not read it", () => {
  const source = scratch.read(article)
  fs.writeFileSync(path.join(scratch.content, "news/2026-11-20-x.en.MD"), source)
  fs.writeFileSync(path.join(scratch.content, "pages/x.en.md.txt"), source)
  // An editor's own hidden file beside the text it has open is none of staff's.
  fs.writeFileSync(path.join(scratch.content, "pages/.x.en.md.swp"), "")
  expect(messages()).toEqual([
    "content/news/2026-11-20-x.en.MD: is not read by the site, as its name does not end in .md: name it 2026-11-20-x.en.md",
    "content/pages/x.en.md.txt: is not read by the site, as its name does not end in .md: name it x.en.md",
  ])
})

test("a file saved in another encoding than UTF-8 is named, as its accents would show garbled", () => {
  const text = scratch.read(article).replace(/^title: .*$/m, "title: Hôpital et santé")
  fs.writeFileSync(path.join(scratch.content, article), Buffer.from(text, "latin1"))
  expect(messages()).toEqual([
    `content/${article}: is not saved as UTF-8, so its accents and signs would show garbled: save it again as UTF-8 (in Notepad: Save as, Encoding: UTF-8)`,
  ])
})

test("a field left empty counts as missing, and one of spaces is not text", () => {
  edit(article, text => text.replace(/^title: .*$/m, "title:").replace(/^excerpt: .*$/m, 'excerpt: "   "'))
  expect(messages()).toEqual([
    `content/${article}: field "title" is required but missing`,
    `content/${article}: field "excerpt" must be text, not "   "`,
  ])
})

test("a date that is not a date is refused, even one YAML would roll over", () => {
  edit(article, text => text.replace(/^date: .*$/m, "date: 2026-02-31"))
  expect(messages()).toEqual([
    `content/${article}: field "date" must be a date written YYYY-MM-DD (for example 2026-03-14), not "2026-02-31"`,
  ])
  edit(article, text => text.replace(/^date: .*$/m, "date: next Tuesday"))
  expect(messages()).toEqual([
    `content/${article}: field "date" must be a date written YYYY-MM-DD (for example 2026-03-14), not "next Tuesday"`,
  ])
})

test("an image path that does not exist is refused", () => {
  edit(article, text => text.replace(/^image: .*$/m, "image: ./images/missing.jpg"))
  expect(messages()).toEqual([
    `content/${article}: field "image" points to "./images/missing.jpg", which does not exist next to this file`,
  ])
})

test("an image outside content/, which the site does not publish, is refused before the build", () => {
  const outside = path.join(scratch.content, "..", "elsewhere.jpg")
  fs.copyFileSync(path.join(scratch.content, "news", "images", "picture.jpg"), outside)
  const said = (value: string) =>
    `content/${article}: field "image" points to "${value}", outside content/, which the site does not publish: put the picture in the images folder next to this file, like ./images/name.jpg`
  for (const value of ["../../elsewhere.jpg", outside]) {
    edit(article, text => text.replace(/^image: .*$/m, `image: ${value}`))
    expect(messages()).toEqual([said(value)])
  }
})

test("a folder named as a picture is no picture: the check says so rather than stopping", () => {
  fs.mkdirSync(path.join(scratch.content, "news", "images", "folder.jpg"))
  edit(
    article,
    text => `${text.replace(/^image: .*$/m, "image: ./images/folder.jpg")}\n![A photo](./images/folder.jpg)\n`,
  )
  expect(messages()).toEqual([
    `content/${article}: field "image" points to "./images/folder.jpg", which does not exist next to this file`,
    `content/${article}: field "body" (the text) shows "./images/folder.jpg", which does not exist next to this file: put the picture in the images folder next to this file and write its path, like ./images/name.jpg`,
  ])
})

test("a file named as a picture that holds something else is refused, in the front matter and in the text", () => {
  const images = path.join(scratch.content, "news", "images")
  fs.writeFileSync(path.join(images, "renamed.jpg"), "x")
  // A phone's HEIC photo, renamed: its box says heic, not avif.
  fs.writeFileSync(path.join(images, "photo.jpg"), Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic")]))
  edit(
    article,
    text => `${text.replace(/^image: .*$/m, "image: ./images/renamed.jpg")}\n![A photo](./images/photo.jpg)\n`,
  )
  const inside =
    "which is not a JPEG, PNG, WebP or AVIF picture inside, whatever its name says: open it and save it again as one"
  expect(messages()).toEqual([
    `content/${article}: field "image" points to "./images/renamed.jpg", ${inside}`,
    `content/${article}: field "body" (the text) shows "./images/photo.jpg", ${inside}`,
  ])
})

test("an image that is not a picture format the site can resize is refused", () => {
  edit(article, text => text.replace(/^image: .*$/m, "image: ./images/picture.gif"))
  expect(messages()).toEqual([
    `content/${article}: field "image" must be a .jpg, .jpeg, .png, .webp, .avif image, not "./images/picture.gif"`,
  ])
})

test("a malformed YAML file is refused with the line and column of the mistake", () => {
  edit(team, text => text.replace("        days: [Monday, Wednesday]", "        days: [Monday, Wednesday\n      - x"))
  expect(messages()).toEqual([
    expect.stringMatching(/^content\/team\/team\.en\.yaml: is not valid YAML: .*\(line \d+, column \d+\)$/),
  ])
})

test("malformed front matter in a Markdown file is refused, with the line of the file where it is", () => {
  edit(article, text => text.replace(/^title: .*$/m, "title: [Unclosed"))
  const line =
    scratch
      .read(article)
      .split("\n")
      .findIndex(text => text.startsWith("title:")) + 1
  expect(messages()).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/news/2026-01-10-fixture-article-2026-01-10\\.en\\.md: has a front matter .* is not valid YAML: .*\\(line ${line + 1}, column \\d+\\)$`,
      ),
    ),
  ])
})

test.each([
  ["a blank line before it", (text: string) => `\n${text}`],
  ["no closing line", (text: string) => text.replace(/\n---\n/, "\n\n")],
])("a Markdown file whose front matter the site cannot find, with %s, is told so in one message", (_, change) => {
  edit(article, change)
  expect(messages()).toEqual([
    `content/${article}: has no front matter where the site reads it: the file starts with a line of --- alone (nothing before it, not even a blank line), then its fields, then another line of ---, then the text`,
  ])
})

describe("a text shows only pictures that are files of the site", () => {
  const addToBody = (markdown: string) => edit(article, text => `${text}\n${markdown}\n`)

  test.each([
    "![A pixel](https://tracker.example/pixel.gif)",
    '<img src="https://tracker.example/pixel.gif" alt="A pixel">',
    "![A pixel][pixel]\n\n[pixel]: //tracker.example/pixel.gif",
  ])("a picture from another site is refused, naming it: %s", markdown => {
    addToBody(markdown)
    expect(messages()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/${article}: field "body" \\(the text\\) shows a picture from outside the site's files, "(https:)?//tracker.example/pixel.gif": put the picture in the images folder`,
        ),
      ),
    ])
  })

  test("a picture that does not exist next to the file is refused, naming it", () => {
    addToBody("![A scan](./images/missing-scan.jpg)")
    expect(messages()).toEqual([
      `content/${article}: field "body" (the text) shows "./images/missing-scan.jpg", which does not exist next to this file: put the picture in the images folder next to this file and write its path, like ./images/name.jpg`,
    ])
  })

  test("a picture whose name has a space or an accent is found, written as its name is", () => {
    const images = path.join(scratch.content, "news", "images")
    for (const name of ["mama na mtoto.jpg", "mama-ñ.jpg"])
      fs.copyFileSync(path.join(images, "picture.jpg"), path.join(images, name))
    addToBody("![Mama](<./images/mama na mtoto.jpg>) ![Mama](./images/mama-ñ.jpg)")
    expect(messages()).toEqual([])
  })

  test("a picture or file outside content/ is refused: the build would not copy it, and the page would show nothing", () => {
    fs.copyFileSync(
      path.join(scratch.content, "news", "images", "picture.jpg"),
      path.join(scratch.content, "..", "x.jpg"),
    )
    addToBody("![A scan](../../x.jpg)")
    expect(messages()).toEqual([
      `content/${article}: field "body" (the text) leads to "../../x.jpg", outside content/, which the site does not publish: put the file next to the text, in its folder or one under it`,
    ])
  })

  test("an embed of another site's file is left to the sanitizer, which drops it from the page", () => {
    addToBody('<video src="https://video.example/clip.mp4"></video>\n\n<iframe src="https://video.example/"></iframe>')
    expect(messages()).toEqual([])
  })

  test("a picture next to the file passes, written as the CMS writes it or with ./", () => {
    const picture = String((readFrontMatter(scratch.read(article)).data as { image: string }).image)
    addToBody(`![A picture](${picture})\n\n![The same](${picture.replace(/^\.\//, "")})`)
    expect(messages()).toEqual([])
  })
})

describe("a front matter is YAML and nothing else", () => {
  // What the file would do if it were run: leave a file behind.
  const marker = () => path.join(scratch.project, "ran")
  const runs = () => `(require("fs").writeFileSync(${JSON.stringify(marker())}, "ran"), { title: "x" })`

  test.each(["js", "javascript", "coffee", "json"])("---%s is refused by name and never run", language => {
    edit(article, text => text.replace(/^---\n[\s\S]*?\n---\n/, `---${language}\n${runs()}\n---\n`))
    expect(messages()).toEqual([
      `content/${article}: has a front matter (the part between the --- lines) that is marked as ${language} ("---${language}"), which the site never reads: write it in YAML, after a line of --- alone`,
    ])
    expect(fs.existsSync(marker())).toBe(false)
  })

  test("a Markdown file read by the CMS or the scripts is refused the same way", () => {
    expect(() => readFrontMatter(`---js\n${runs()}\n---\nText`)).toThrow(FrontMatterLanguageError)
    expect(fs.existsSync(marker())).toBe(false)
    expect(readFrontMatter("---yaml\ntitle: x\n---\nText")).toEqual({ data: { title: "x" }, body: "Text" })
  })
})

test.each(["../cms", "Hello World?", "news/x", "New-Wing"])(
  "a slug is lower-case words joined by dashes: %s is refused",
  slug => {
    edit(article, text => text.replace(/^title:/m, `slug: ${JSON.stringify(slug)}\ntitle:`))
    expect(messages()).toEqual([
      `content/${article}: field "slug" must be lower-case words (letters a–z and digits) joined by dashes, like new-dental-wing, not ${JSON.stringify(slug)}`,
    ])
  },
)

test("a link to a file elsewhere on the computer (a symbolic link) is refused, and not read", () => {
  const linked = path.join(path.dirname(article), "images", "leaflet.pdf")
  fs.symlinkSync("/etc/hostname", path.join(scratch.content, linked))
  fs.symlinkSync("/etc", path.join(scratch.content, "pages", "system"))
  expect(messages()).toEqual([
    `content/${linked}: is a link to a file elsewhere (a symbolic link): put the file itself here`,
    "content/pages/system: is a link to a file elsewhere (a symbolic link): put the file itself here",
  ])
})

/** Gives the articles of `files` (English only) the address `slug`. */
const setSlug = (slug: string, ...files: string[]) => {
  for (const file of files) edit(file, text => text.replace(/^title:/m, `slug: ${JSON.stringify(slug)}\ntitle:`))
}

test("two articles with the same slug are refused, naming both files", () => {
  const [first, second] = [
    "news/2025-12-02-fixture-article-2025-12-02.en.md",
    "news/2025-12-03-fixture-article-2025-12-03.en.md",
  ]
  setSlug("shared", first, second)
  expect(messages()).toEqual([
    `content/${second}: field "slug" "shared" is already used by content/${first}: give one of them another file name or slug`,
  ])
})

test("an article's address is the same in every language, as its date and picture are", () => {
  edit(article.replace(".en.", ".sw."), text =>
    text.replace(/^title:/m, "slug: habari\ntitle:").replace(/^date: .*$/m, "date: 2025-01-01"),
  )
  const english = `content/${article}`
  expect(messages()).toEqual([
    `content/${article.replace(".en.", ".sw.")}: field "date" is "2025-01-01" here and "2026-01-10" in ${english}: it is the same in every language`,
    `content/${article.replace(".en.", ".sw.")}: field "slug" is "habari" here and empty in ${english}: it is the same in every language`,
  ])
})

test("a picture written with or without ./ in the two languages' files is the same picture", () => {
  const swahili = article.replace(".en.", ".sw.")
  edit(swahili, text => text.replace(/^image: \.\/(.*)$/m, "image: $1"))
  expect(scratch.read(swahili)).toMatch(/^image: (?!\.\/)/m)
  expect(messages()).toEqual([])
})

describe("a picture the site shows but the editor would not is a warning, saying where to move it", () => {
  const warnings = () => {
    const { errors, warnings } = checkContent(scratch.content)
    expect(errors).toEqual([])
    return warnings.map(formatContentError)
  }

  test("in a folder of its own under images/, the editor cannot show it", () => {
    const folder = path.join(scratch.content, "news/images/2026")
    fs.mkdirSync(folder)
    fs.copyFileSync(path.join(scratch.content, "news/images/picture.jpg"), path.join(folder, "clinic.jpg"))
    for (const file of [article, article.replace(".en.", ".sw.")])
      edit(file, text => text.replace(/^image: .*$/m, "image: ./images/2026/clinic.jpg"))
    expect(warnings()).toEqual(
      [article, article.replace(".en.", ".sw.")].map(
        file =>
          `content/${file}: field "image" names "./images/2026/clinic.jpg", but the editor cannot show it: it looks ` +
          "for pictures by name, in content/news/images/ only. Move the picture there and write ./images/clinic.jpg",
      ),
    )
  })

  test("in another folder, the editor shows the picture of that name in its own folder", () => {
    for (const file of [slides, slides.replace(".en.", ".sw.")])
      edit(file, text => text.replace(/image: .*/, "image: ../news/images/picture.jpg"))
    expect(warnings()).toEqual(
      [slides, slides.replace(".en.", ".sw.")].map(
        file =>
          `content/${file}: field "slides[0].image" names "../news/images/picture.jpg", but the editor shows ` +
          "content/images/picture.jpg, another picture, in its place: it looks for pictures by name, in " +
          "content/images/ only. Move the picture there under a name of its own, and write that name",
      ),
    )
  })
})

test("each language's file of a list lists the same items", () => {
  // The last slide, in Kiswahili only.
  edit("slides/slides.sw.yaml", text => text.replace(/\n {2}- (?![\s\S]*\n {2}- )[\s\S]*$/, "\n"))
  expect(messages()).toEqual([
    expect.stringMatching(
      /^content\/slides\/slides\.sw\.yaml: field "slides" lists (\d+) items, and content\/slides\/slides\.en\.yaml (?!\1:)\d+: each language's file lists the same items, in the same order$/,
    ),
  ])
})

describe("an article may not take the address of one of the archive's pages", () => {
  const refusal = (file: string, slug: string) =>
    `${file}: field "slug" "${slug}" is only digits, the address of one of the archive's pages (/news/2/ …): ` +
    "give the file a name with a word in it, or the article another address (slug)"

  test("by its slug", () => {
    const englishOnly = "news/2025-12-04-fixture-article-2025-12-04.en.md"
    setSlug("2027", englishOnly)
    expect(messages()).toEqual([refusal(`content/${englishOnly}`, "2027")])
  })

  test("by its file's name, as the editor makes it from a title of digits only", () => {
    const renamed = "news/2026-05-01-2027.en.md"
    fs.renameSync(path.join(scratch.content, article), path.join(scratch.content, renamed))
    expect(messages()).toEqual([refusal(`content/${renamed}`, "2027")])
  })
})

describe("a page staff add may not take the address of another route", () => {
  const page = "pages/fixture-notice.en.md"
  test.each([
    ["news", "/news/"],
    ["services", "/services/…/"],
    ["cms", "/cms/"],
    ["admin", "/admin/dashboard/"],
    ["auth", "/auth/login/"],
    ["offline", "/offline/"],
    ["sw", "/sw/…"],
    ["page-data", "/page-data/…"],
  ])("a page at /%s/ clashes with %s, naming the file and the field", (slug, route) => {
    edit(page, text => text.replace(/^title:/m, `slug: ${slug}\ntitle:`))
    expect(messages()).toContain(
      `content/${page}: field "slug" "${slug}" would put the page at /${slug}/, which the site's route ${route} uses: ` +
        "give the file another name, or the page another address (slug)",
    )
  })

  test("a file named after a route clashes in each language", () => {
    for (const locale of ["en", "sw"]) {
      const from = `pages/fixture-notice.${locale}.md`
      fs.renameSync(path.join(scratch.content, from), path.join(scratch.content, `pages/news.${locale}.md`))
    }
    expect(messages().filter(message => message.includes("/news/"))).toEqual(
      ["en", "sw"].map(
        locale =>
          `content/pages/news.${locale}.md: field "slug" "news" would put the page at /news/, which the site's route ` +
          "/news/ uses: give the file another name, or the page another address (slug)",
      ),
    )
  })
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
  edit(team, text => text.replace("        days: [Monday, Wednesday]", "        days: []"))
  expect(messages()).toEqual([
    `content/${team}: field "team[1].services[0].days" must list at least 1 item(s)`,
    'content/demo/projects.yaml: field "projects[2].status" must be one of "pending", "completed", "delayed", "on schedule", not "late"',
  ])
})

test("a list file without its list, or in the old shape without the key, says where the list goes", () => {
  edit(slides, text => text.replace("slides:\n", "").replace(/^ {2}/gm, ""))
  edit(team, () => "team:\n")
  edit("insurers.yaml", text => `${text}note: more soon\n`)
  expect(messages()).toEqual([
    'content/team/team.en.yaml: field "team" must be a list of items (each starting with "- ") under "team:"',
    'content/insurers.yaml: field "note" is not known here: this file holds only the list "insurers:", each item starting with "- "',
    `content/${slides}: field "slides" must be a list of items (each starting with "- ") under "slides:"`,
  ])
})

test("numbers out of range and nested settings are checked", () => {
  edit("site.yaml", text => text.replace("zoom: 14", "zoom: 40").replace("lat: -4.05", "lat: south"))
  expect(messages()).toEqual([
    'content/site.yaml: field "map.lat" must be a number, not "south"',
    'content/site.yaml: field "map.zoom" must be at most 21, not 40',
  ])
})

test("a number written in quotes is still a number, and the site gets a number", () => {
  edit("demo/map.yaml", text => text.replace("zoom: 12", 'zoom: "12"'))
  expect(messages()).toEqual([])
  const type = yamlTypes.find(t => t.file === "demo/map.yaml")!
  const file = path.join(scratch.content, type.file)
  expect(checkFile(type, file, fs.readFileSync(file, "utf8"), "").records?.[0].zoom).toBe(12)
})

test("the site's address may end with a slash, which the site drops; one with a path is refused", () => {
  const type = yamlTypes.find(t => t.file === "site.yaml")!
  const file = path.join(scratch.content, type.file)
  const siteUrlOf = (siteUrl: string) => {
    edit("site.yaml", text => text.replace(/^siteUrl: .*$/m, `siteUrl: ${siteUrl}`))
    return checkFile(type, file, fs.readFileSync(file, "utf8"), "content/site.yaml")
  }
  expect(siteUrlOf("https://fixture.example/")).toEqual({
    records: [expect.objectContaining({ siteUrl: "https://fixture.example" })],
    errors: [],
  })
  expect(siteUrlOf("https://fixture.example/clinic/").errors.map(formatContentError)).toEqual([
    `content/site.yaml: field "siteUrl" must be the site's address, like https://www.example.org, with nothing after the name, not "https://fixture.example/clinic/"`,
  ])
  expect(siteUrlOf("fixture.example").errors).toHaveLength(1)
  // A line break a browser would drop, which robots.txt would take as a line of its own.
  expect(siteUrlOf('"https://fixture.example\\nDisallow:/"').errors.map(formatContentError)).toEqual([
    `content/site.yaml: field "siteUrl" must be the site's address, like https://www.example.org, with nothing after the name, not "https://fixture.example\\nDisallow:/"`,
  ])
})

test("a link that would run a script, or a social address that is not a web address, is refused", () => {
  edit("footer/footer.en.yaml", text => text.replace("href: /news/", "href: javascript:alert(1)"))
  edit("site.yaml", text =>
    text.replace("facebook: https://facebook.example/fixture", "facebook: facebook.example/fixture"),
  )
  expect(messages()).toEqual([
    'content/site.yaml: field "social.facebook" must be a web address starting with https:// or http://, not "facebook.example/fixture"',
    'content/footer/footer.en.yaml: field "linkGroups[0].links[1].href" must be a web address (https://…), a path on this site ("/…" or "#…"), or a mailto: or tel: link, not "javascript:alert(1)"',
  ])
})

test.each(["//evil.example/", "/\\evil.example/"])(
  "a link field's path on this site starts with one slash: %s leads to another site",
  href => {
    edit("footer/footer.en.yaml", text => text.replace("href: /news/", `href: ${JSON.stringify(href)}`))
    expect(messages()).toEqual([
      `content/footer/footer.en.yaml: field "linkGroups[0].links[1].href" must be a web address (https://…), a path on this site ("/…" or "#…"), or a mailto: or tel: link, not ${JSON.stringify(href)}`,
    ])
  },
)

test("opening hours are times on a 24-hour clock", () => {
  edit("site.yaml", text =>
    text.replace(/opens: "\d\d:\d\d"/, 'opens: "ab:cd"').replace(/closes: "\d\d:\d\d"/, 'closes: "24:00"'),
  )
  const says = "must be a time on a 24-hour clock, from 00:00 to 23:59, like 08:00 or 17:30"
  expect(messages()).toEqual([
    `content/site.yaml: field "openingHours[0].times[0].opens" ${says}, not "ab:cd"`,
    `content/site.yaml: field "openingHours[0].times[0].closes" ${says}, not "24:00"`,
  ])
})

test("the site's email must be one plain address: a query, a second address or a space is refused", () => {
  const emailOf = (email: string) => {
    edit("site.yaml", text => text.replace(/^email: .*$/m, `email: ${JSON.stringify(email)}`))
    return messages()
  }
  expect(emailOf("a@b.org?cc=x@y.org")).toEqual([
    'content/site.yaml: field "email" must be one email address, like info@example.org, with no spaces, commas or "?", not "a@b.org?cc=x@y.org"',
  ])
  for (const email of ["a@b.org, x@y.org", "reception desk@b.org", "a@b.org?subject=Hi", "reception"]) {
    expect({ email, mistakes: emailOf(email).length }).toEqual({ email, mistakes: 1 })
  }
  expect(emailOf("reception.desk+booking@hospital-mombasa.co.ke")).toEqual([])
})

test("an article with no text below its front matter is refused", () => {
  edit(article, text => text.slice(0, text.indexOf("\n---\n") + "\n---\n".length))
  expect(messages()).toEqual([`content/${article}: has no text below the front matter`])
})

test("a missing settings file and a stray file are both reported", () => {
  fs.renameSync(path.join(scratch.content, "site.yaml"), path.join(scratch.content, "settings.yaml"))
  expect(messages()).toEqual([
    "content/site.yaml: is missing",
    expect.stringMatching(/^content\/settings\.yaml: is not a known content file \(known: content\/site\.yaml, /),
  ])
})

test("a Markdown file outside the content folders is reported", () => {
  fs.writeFileSync(path.join(scratch.content, "news-item.md"), "---\ntitle: x\n---\nText")
  expect(messages()).toEqual([expect.stringMatching(/^content\/news-item\.md: is not in a content folder/)])
})

test("a renamed or missing section file is reported in its language, not shown as a blank section", () => {
  const sections = path.join(scratch.content, "sections")
  fs.renameSync(path.join(sections, "about.en.md"), path.join(sections, "about-us.en.md"))
  fs.rmSync(path.join(sections, "who-we-are.sw.md"))
  expect(messages()).toEqual([
    `content/sections/about-us.en.md: is not one of the files of content/sections/ (${sectionFiles.join(", ")})`,
    "content/sections/about.en.md: is missing: every page is in English and Kiswahili; write its English version (copy content/sections/about.sw.md and translate it)",
    `content/sections/who-we-are.sw.md: is missing: ${translate("sections/who-we-are.sw.md", "sections/who-we-are.en.md")}`,
  ])
})

test("an empty news folder is reported", () => {
  for (const file of fs.readdirSync(path.join(scratch.content, "news")).filter(f => f.endsWith(".md"))) {
    fs.rmSync(path.join(scratch.content, "news", file))
  }
  expect(messages()).toEqual(["content/news: holds no Markdown (.md) files"])
})

test("a missing translation of a page that must exist in both languages is named, with how to write it", () => {
  fs.rmSync(path.join(scratch.content, "home/home.sw.yaml"))
  fs.rmSync(path.join(scratch.content, "health/fixture-advice-2.sw.md"))
  expect(messages()).toEqual([
    "content/home/home.sw.yaml: is missing: every page is in English and Kiswahili; write its Kiswahili version (copy content/home/home.en.yaml and translate it)",
    `content/health/fixture-advice-2.sw.md: is missing: ${translate("health/fixture-advice-2.sw.md", "health/fixture-advice-2.en.md")}`,
  ])
})

test("a page that must exist in both languages, left untranslated in the CMS, is a mistake naming the file", () => {
  edit("home/home.sw.yaml", text => text.replace(/: .*$/gm, ': ""'))
  blankTranslation("services/fixture-teeth.sw.md")
  expect(messages()).toEqual([
    `content/home/home.sw.yaml: has not been translated yet: ${translate("home/home.sw.yaml", "home/home.en.yaml")}`,
    `content/services/fixture-teeth.sw.md: has not been translated yet: ${translate("services/fixture-teeth.sw.md", "services/fixture-teeth.en.md")}`,
  ])
})

test("a news article the CMS saved with its other language left blank is no mistake, and has no page", () => {
  const english = "news/2026-03-30-fixture-article-2026-03-30.en.md"
  const blank = english.replace(".en.md", ".sw.md")
  fs.copyFileSync(path.join(scratch.content, english), path.join(scratch.content, blank))
  blankTranslation(blank)
  expect(messages()).toEqual([])
  const type = markdownTypes.find(t => t.dir === "news")!
  const file = path.join(scratch.content, blank)
  // No records: onCreateNode makes no node of it, so no page.
  expect(checkFile(type, file, fs.readFileSync(file, "utf8"), `content/${blank}`)).toEqual({
    untranslated: true,
    errors: [],
  })
})

test("a half-translated news article is checked like any other", () => {
  const blank = "news/2026-03-30-fixture-article-2026-03-30.sw.md"
  fs.copyFileSync(path.join(scratch.content, blank.replace(".sw.md", ".en.md")), path.join(scratch.content, blank))
  edit(blank, text => text.replace(/^title: .*$/m, 'title: ""'))
  expect(messages()).toEqual([`content/${blank}: field "title" is required but missing`])
})

test("a file named without its language, in a translated folder, is told the names to give it", () => {
  fs.renameSync(
    path.join(scratch.content, "news/2026-03-30-fixture-article-2026-03-30.en.md"),
    path.join(scratch.content, "news/2026-03-30-fixture-article-2026-03-30.md"),
  )
  fs.renameSync(path.join(scratch.content, "insurers.yaml"), path.join(scratch.content, "insurers.en.yaml"))
  expect(messages()).toEqual([
    "content/insurers.yaml: is missing",
    expect.stringMatching(/^content\/insurers\.en\.yaml: is not a known content file \(known: /),
    "content/news/2026-03-30-fixture-article-2026-03-30.md: is named without its language: name it 2026-03-30-fixture-article-2026-03-30.en.md (English) or 2026-03-30-fixture-article-2026-03-30.sw.md (Kiswahili)",
  ])
})

test("a slug is taken once per language: the same one in two languages is no mistake", () => {
  const swahiliOnly = "news/2026-03-05-habari-za-kliniki.sw.md"
  edit(swahiliOnly, text => text.replace(/^title:/m, "slug: fixture-article-2026-03-30\ntitle:"))
  expect(messages()).toEqual([])
  const taken = "news/2026-04-15-fixture-article-2026-04-15"
  setSlug("fixture-article-2026-03-30", `${taken}.en.md`, `${taken}.sw.md`)
  expect(messages()).toEqual([
    `content/news/2026-04-15-fixture-article-2026-04-15.en.md: field "slug" "fixture-article-2026-03-30" is already used by content/news/2026-03-30-fixture-article-2026-03-30.en.md: give one of them another file name or slug`,
    `content/news/2026-04-15-fixture-article-2026-04-15.sw.md: field "slug" "fixture-article-2026-03-30" is already used by content/${swahiliOnly}: give one of them another file name or slug`,
  ])
})

describe("two pages of one language may not share a description, which search engines show under each", () => {
  const excerptOf = (file: string) => /^excerpt: (.*)$/m.exec(scratch.read(file))?.[1] ?? ""
  const setField = (file: string, field: string, value: string) =>
    edit(file, text => text.replace(new RegExp(`^${field}: .*$`, "m"), `${field}: ${value}`))

  test("two articles with one excerpt are refused, naming both files and the field", () => {
    const second = "news/2026-02-20-fixture-article-2026-02-20.en.md"
    setField(second, "excerpt", excerptOf(article))
    expect(messages()).toEqual([
      `content/${second}: field "excerpt" is the same as field "excerpt" of content/${article}: search engines show ` +
        "it under both pages (/news/fixture-article-2026-01-10/ and /news/fixture-article-2026-02-20/), so that no " +
        "one can tell them apart; write one for each page",
    ])
  })

  test("a service's summary, a page's description and the hospital's description are compared with them", () => {
    const service = "services/fixture-teeth.en.md"
    const page = "pages/fixture-notice.en.md"
    setField(service, "summary", `" ${excerptOf(article)}"`)
    setField(page, "description", "A clinic that exists only in the tests.")
    expect(messages()).toEqual([
      `content/${service}: field "summary" is the same as field "excerpt" of content/${article}: search engines ` +
        "show it under both pages (/news/fixture-article-2026-01-10/ and /services/fixture-teeth/), so that no one " +
        "can tell them apart; write one for each page",
      `content/${page}: field "description" is the same as field "description" of content/site-copy/site-copy.en.yaml: ` +
        "search engines show it under both pages (/ and /fixture-notice/), so that no one can tell them apart; " +
        "write one for each page",
    ])
  })

  test("twins in two languages may share one, and so may an article and a text with no page of its own", () => {
    setField(article.replace(".en.", ".sw."), "excerpt", excerptOf(article))
    setField("health/fixture-advice-1.en.md", "excerpt", excerptOf(article))
    expect(messages()).toEqual([])
  })
})

describe("a service is its two files, and whatever names it must name one that exists", () => {
  const hoursOf = (service: string) => new RegExp(`  - service: ${service}\\n    times:\\n(      .*\\n)+`)
  const removeService = (slug: string) => {
    for (const locale of ["en", "sw"]) fs.rmSync(path.join(scratch.content, `services/${slug}.${locale}.md`))
  }

  test("a service without opening hours is a warning, not a mistake, naming its file and where the hours go", () => {
    // A service added in the editor is published before its hours can name it.
    edit("site.yaml", text => text.replace(hoursOf("fixture-scans"), ""))
    const { errors, warnings } = checkContent(scratch.content)
    expect(errors).toEqual([])
    expect(warnings.map(formatContentError)).toEqual([
      "content/services/fixture-scans.en.md: has no opening hours (its page asks visitors to call): add them to content/site.yaml, under openingHours, as an entry with service: fixture-scans and its days and times",
    ])
  })

  test("a service without its twin in the other language is named", () => {
    fs.rmSync(path.join(scratch.content, "services/fixture-scans.sw.md"))
    expect(messages()).toEqual([
      `content/services/fixture-scans.sw.md: is missing: ${translate("services/fixture-scans.sw.md", "services/fixture-scans.en.md")}`,
    ])
  })

  test("a team member naming a service that does not exist is named by file and field, in each language", () => {
    for (const file of [team, "team/team.sw.yaml"]) {
      edit(file, text => text.replace("      - service: fixture-teeth", "      - service: fixture-lab"))
    }
    const known = 'write one of "fixture-scans", "fixture-teeth", the name of its file'
    expect(messages()).toEqual([
      `content/${team}: field "team[1].services[0].service" names "fixture-lab", which is not in content/services/: ${known}`,
      `content/team/team.sw.yaml: field "team[1].services[0].service" names "fixture-lab", which is not in content/services/: ${known}`,
    ])
  })

  test("removing a service makes every reference to it a mistake: its hours, its special days, a team member working in it", () => {
    removeService("fixture-teeth")
    const known = 'write one of "fixture-scans", the name of its file'
    const unknown = (file: string, field: string) =>
      `content/${file}: field "${field}" names "fixture-teeth", which is not in content/services/: ${known}`
    expect(messages()).toEqual([
      unknown("site.yaml", "openingHours[0].service"),
      unknown(team, "team[1].services[0].service"),
      unknown("team/team.sw.yaml", "team[1].services[0].service"),
      unknown("special-days.yaml", "days[0].closed[0]"),
      unknown("special-days.yaml", "days[1].hours[0].service"),
      unknown("special-days.yaml", "days[2].closed[0]"),
    ])
  })

  test("an hours entry for a service that does not exist, or a second one for a service, is named", () => {
    edit("site.yaml", text =>
      text.replace("  - service: fixture-scans\n", "  - service: fixture-lab\n").replace(/^docsUrl:/m, m => {
        const scans =
          '  - service: fixture-scans\n    times:\n      - days: [Monday]\n        opens: "08:00"\n        closes: "09:00"\n'
        return `${scans}${scans}${m}`
      }),
    )
    expect(messages()).toEqual([
      'content/site.yaml: field "openingHours[1].service" names "fixture-lab", which is not in content/services/: write one of "fixture-scans", "fixture-teeth", the name of its file',
      'content/site.yaml: field "openingHours[3].service" gives the hours of "fixture-scans" a second time: each service has one entry, with all its days',
    ])
  })

  test("a team member's services and days are the same in both languages", () => {
    edit("team/team.sw.yaml", text => text.replace("[Monday, Wednesday]", "[Monday, Thursday]"))
    expect(messages()).toEqual([
      'content/team/team.sw.yaml: field "team[1].services" must name the same services and days as the same member in content/team/team.en.yaml (each member in the same place in both files): the days are the same in every language',
    ])
  })

  test("a medical specialty is one of schema.org's", () => {
    edit("services/fixture-teeth.en.md", text => text.replace("medicalSpecialty: Dentistry", "medicalSpecialty: Teeth"))
    expect(messages()).toEqual([
      expect.stringMatching(
        /^content\/services\/fixture-teeth\.en\.md: field "medicalSpecialty" must be one of "Anesthesia", .*"Dentistry", .*, not "Teeth"$/,
      ),
    ])
  })
})

describe("a notice", () => {
  const notice = "notices/fixture-future-visit.yaml"
  const field = (name: string) => new RegExp(`^${name}: (.*)$`, "m")
  const valueOf = (name: string) => field(name).exec(scratch.read(notice))![1]

  test("whose end is before its start, or at it, is refused, naming both times", () => {
    const start = valueOf("start")
    edit(notice, text => text.replace(field("end"), `end: 2020-01-01 00:00`))
    expect(messages()).toEqual([
      `content/${notice}: field "end" must be later than start ("${start}"), not "2020-01-01 00:00"`,
    ])
    edit(notice, text => text.replace(field("end"), `end: ${start}`))
    expect(messages()).toEqual([`content/${notice}: field "end" must be later than start ("${start}"), not "${start}"`])
  })

  test("without its Kiswahili message, or with it empty, is refused", () => {
    edit(notice, text => text.replace(/^ {2}sw: .*\n/m, ""))
    expect(messages()).toEqual([`content/${notice}: field "message.sw" is required but missing`])
    edit(notice, text => text.replace(/^( {2}en: .*\n)/m, "$1  sw:\n"))
    expect(messages()).toEqual([`content/${notice}: field "message.sw" is required but missing`])
  })

  test.each(["2026-02-31 08:00", "2026-12-04", "2026-12-04 24:00", "2026-12-04 8:00", "Friday morning"])(
    "with a start that is not a date and time on the clock (%s) is refused",
    start => {
      edit(notice, text => text.replace(field("start"), `start: ${start}`))
      expect(messages()).toEqual([
        `content/${notice}: field "start" must be a date and time on Nairobi clocks, written YYYY-MM-DD HH:MM (for example 2026-12-04 08:00), not ${JSON.stringify(start)}`,
      ])
    },
  )

  test("with a level that is not one of the two is refused", () => {
    edit(notice, text => text.replace(field("level"), "level: red"))
    expect(messages()).toEqual([`content/${notice}: field "level" must be one of "information", "urgent", not "red"`])
  })

  test("written per language, or named with spaces, is reported and not read", () => {
    fs.renameSync(path.join(scratch.content, notice), path.join(scratch.content, "notices/visit.sw.yaml"))
    fs.copyFileSync(
      path.join(scratch.content, "notices/visit.sw.yaml"),
      path.join(scratch.content, "notices/Water Off.yaml"),
    )
    expect(messages().sort()).toEqual([
      "content/notices/Water Off.yaml: has a name that must be lower-case words (letters a–z and digits) joined by dashes, like new-dental-wing (and .yaml)",
      "content/notices/visit.sw.yaml: is not read: content/notices/ holds only .yaml files, one per entry in every language, like content/notices/clinic-closed.yaml",
    ])
  })

  test("folder may be empty or absent: there is no notice then", () => {
    fs.rmSync(path.join(scratch.content, "notices"), { recursive: true })
    expect(messages()).toEqual([])
  })
})

describe("no file can stall the check: each is read in a time that grows with its size at most", () => {
  test("a YAML alias is refused by name with its line, even a chain of them in a translation", () => {
    // Each level names the one before twice: read out, the last stands for 2^40 empty values.
    const levels = Array.from(
      { length: 40 },
      (_, i) => `level${i + 1}: &level${i + 1} { a: *level${i}, b: *level${i} }`,
    )
    const chain = ['level0: &level0 { a: "", b: "" }', ...levels, "servicesTitle: *level40", ""].join("\n")
    edit("home/home.sw.yaml", () => chain)
    expect(messages()).toEqual([
      expect.stringMatching(
        /^content\/home\/home\.sw\.yaml: repeats a value with a YAML alias \(\*name\), which content files may not use: .* \(line 2, column \d+\)$/,
      ),
    ])
  })

  test("a megabyte of blank lines in a front matter or a YAML file, before a field and a comment, is read", () => {
    const blank = "\n".repeat(1_000_000)
    edit(article, text => text.replace(/^(excerpt: .*)$/m, `${blank}$1 # the summary`))
    edit("insurers.yaml", text => `${blank}# the insurers\n${text}`)
    expect(messages()).toEqual([])
  })

  test("a text longer than any article is refused as too long, naming the file", () => {
    const paragraph = "A sentence of an article about the clinic, repeated far beyond any article. ".repeat(20)
    edit(article, text => `${text}\n${`${paragraph}\n\n`.repeat(1 + textLimits.characters / paragraph.length)}`)
    const { length } = readFrontMatter(scratch.read(article)).body
    expect(messages()).toEqual([
      `content/${article}: field "body" (the text) is ${length.toLocaleString("en")} characters long, more than the ${textLimits.characters.toLocaleString("en")} a text may have: shorten it, or split it into several articles`,
    ])
  })

  test("a paragraph longer than any article's is refused, naming the file and the line it starts on", () => {
    const sentence = "One sentence after another, with no blank line between them. "
    const paragraph = sentence.repeat(1 + textLimits.paragraph / sentence.length)
    edit(article, text => `${text}\n${paragraph}\n`)
    const line = scratch.read(article).split("\n").indexOf(paragraph) + 1
    expect(messages()).toEqual([
      `content/${article}: field "body" (the text) has a paragraph of more than ${textLimits.paragraph.toLocaleString("en")} characters, from line ${line}: split it into shorter paragraphs with a blank line between them`,
    ])
  })

  test("bold words, links, lists and quotes a few levels deep, however many, are no deep nesting", () => {
    const steps = [0, 1, 2, 3].map(
      level => `${"  ".repeat(level)}- **Step ${level}:** read [the news](/news/), _daily_`,
    )
    const paragraph = "Read **this**, _that_ and [the news](/news/) (the *clinic's*). ".repeat(100)
    edit(article, text => `${text}\n${paragraph}\n\n${steps.join("\n")}\n\n> > A quote in a quote, **bold**\n`)
    expect(messages()).toEqual([])
  })

  // Each with the line where it goes past the limit: a list item two columns further in for each level.
  const listItem = (level: number) => `${" ".repeat(2 * level)}- Item`
  test.each([
    ["a quote", "> ".repeat(5000) + "Deep", 0],
    ["a list", Array.from({ length: 200 }, (_, level) => listItem(level)).join("\n"), textLimits.depth],
    ["bold and italic text", `${"*a ".repeat(5000)}x${" b*".repeat(5000)}`, 0],
    ["links", `${"[".repeat(5000)}x${"](y)".repeat(5000)}`, 0],
  ])("%s nested far deeper than any text is refused as too deep, naming the file and the line", (_, markdown, deep) => {
    edit(article, text => `${text}\n${markdown}\n`)
    const line = scratch.read(article).split("\n").indexOf(markdown.split("\n")[deep]) + 1
    expect(messages()).toEqual([
      `content/${article}: field "body" (the text) nests quotes, lists, links or bold and italic text more than ${textLimits.depth} levels deep, at line ${line}: a reader follows a few levels at most; remove the extra ">", list marks, "[" or "*" there`,
    ])
  })
})

describe("public holidays and closures (special-days.yaml)", () => {
  const file = "special-days.yaml"
  const where = (field: string) => `content/${file}: field "${field}"`

  test("a closure for a service that does not exist is refused, naming file and field", () => {
    edit(file, text => text.replace(/closed: \[([a-z-]+)\]/, "closed: [$1, eye-clinic]"))
    expect(messages()).toEqual([
      expect.stringMatching(
        /^content\/special-days\.yaml: field "days\[0\]\.closed\[1\]" names "eye-clinic", which is not in content\/services\//,
      ),
    ])
  })

  test("a date that is not a date is refused, naming file and field", () => {
    edit(file, text => text.replace(/date: \d{4}-\d\d-\d\d/, "date: 2030-02-30"))
    expect(messages()).toEqual([
      `${where("days[0].date")} must be a date written YYYY-MM-DD (for example 2026-03-14), not "2030-02-30"`,
    ])
  })

  test("hours that end before they start are refused, here and in the usual week", () => {
    edit(file, text => text.replace(/opens: "(\d\d:\d\d)"\n(\s+)closes: "\d\d:\d\d"/, 'opens: "$1"\n$2closes: "06:00"'))
    edit("site.yaml", text => text.replace(/closes: "16:00"/, 'closes: "07:00"'))
    expect(messages()).toEqual([
      expect.stringMatching(
        /^content\/site\.yaml: field "openingHours\[0\]\.times\[0\]\.closes" must be later than opens \("08:00"\), not "07:00"$/,
      ),
      expect.stringMatching(
        /^content\/special-days\.yaml: field "days\[1\]\.hours\[0\]\.closes" must be later than opens \("\d\d:\d\d"\), not "06:00"$/,
      ),
    ])
  })

  test("a day given twice, or a service both closed and open other hours, is refused", () => {
    edit(file, text => text.replace(/date: 2030-12-13/, "date: 2030-12-11"))
    expect(messages()).toEqual([expect.stringContaining(`${where("days[1].date")} gives 2030-12-11 a second time`)])
    edit(file, text =>
      text
        .replace(/date: 2030-12-11\n/, "date: 2030-12-09\n")
        .replace(
          /closed: \[([a-z-]+)\]/,
          'closed: [$1]\n    hours:\n      - service: $1\n        opens: "08:00"\n        closes: "09:00"',
        ),
    )
    expect(messages()).toEqual([
      expect.stringContaining(
        `${where("days[0].hours[0].service")} names "fixture-teeth", which this day also lists as closed`,
      ),
    ])
  })

  test("a day that names no service, closed or open other hours, is refused", () => {
    edit(file, text => text.replace(/ {4}closed: \[[a-z-]+\]\n/, ""))
    expect(messages()).toEqual([
      `${where("days[0]")} names no service: list those closed that day under closed, or those open other hours under hours`,
    ])
  })

  test("a list that runs out within 60 days is a warning, which --strict makes a mistake", () => {
    const last = "2099-01-01"
    expect(checkContent(scratch.content, scratch.content, "2098-10-01").warnings).toEqual([])
    const { errors, warnings } = checkContent(scratch.content, path.dirname(scratch.content), "2098-11-15")
    expect(errors).toEqual([])
    expect(warnings.map(formatContentError)).toEqual([
      expect.stringContaining(`content/${file}: ends on ${last}, less than 60 days from today`),
    ])
  })
})
