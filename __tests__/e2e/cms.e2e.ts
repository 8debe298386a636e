/**
 * The CMS at /cms/, in real Chromium against the production build and the backend of `npm run cms` on a scratch
 * copy of the project: staff add a news article with a picture, edit an insurer and the footer, and what they save passes
 * the content check. Translated files are edited side by side, the English pane first. What to expect is read from the scratch copy's content, never written here.
 */
import fs from "fs"
import path from "path"
import { FrameLocator, expect, test } from "@playwright/test"
import { localizedName, splitLocale, yamlRecords } from "../../src/model/content-model"
import { markdownTypes, yamlTypes } from "../../src/node/content/content-types"
import { cmsPageHtml, cmsPageTitle } from "../../src/cms/build/editor-page-html"
import { parseYaml, readFrontMatter } from "../../src/model/front-matter"
import { validateContent } from "../../src/node/content-check/validate-content"
import { formatContentError } from "../../src/node/content-check/content-error"
import { slugFromFileName } from "../../src/model/slug"
import { cmsRoute } from "../../src/model/routes"
import { fixtureContentDir } from "../support/fixtures"
import { CmsServers, snapshot, startCmsServers } from "./support/cms"
import { repoDir as projectDir } from "../../testkit/project"
import { chunkGroupScripts, pageDataPath, readPageData } from "../../gatsby/internals/build-stats"

const publicDir = path.join(projectDir, "public")

test.describe.configure({ mode: "serial" })

let cms: CmsServers
let repositoryContent: Map<string, string>

test.beforeAll(async () => {
  repositoryContent = snapshot(path.join(projectDir, "content"))
  cms = await startCmsServers()
})

test.afterEach(() => {
  expect(cms.takeProblems(), "the editor's requests that the backend refused or could not answer").toEqual([])
})

test.afterAll(async () => {
  await cms?.close()
  expect(snapshot(path.join(projectDir, "content")), "content/ of the repository was changed").toEqual(
    repositoryContent,
  )
})

const checkMistakes = () => validateContent(cms.contentDir).map(formatContentError)

const readYaml = (file: string) => parseYaml(fs.readFileSync(path.join(cms.contentDir, file), "utf8"))

/** The file as it is now, or undefined while decap-server is still writing it. */
const readYamlSoFar = (file: string) => {
  try {
    return readYaml(file) as Record<string, unknown>
  } catch {
    return undefined
  }
}

const listed = (dir: string) => new Set(fs.readdirSync(path.join(cms.contentDir, dir)))

/** Scripts the HTML page at `file` (relative to public/) loads by itself, as paths on the site. */
const scriptTags = (file: string) => {
  const html = fs.readFileSync(path.join(publicDir, file), "utf8")
  const page = new URL(file, "http://site/")
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => new URL(src, page).pathname)
}

/** Text only Decap's own code carries: its package names and the global its bundle defines. */
const decapCode = /decap-cms|DecapCms/

test("no public page loads any of Decap's code; the CMS page does", () => {
  const cmsScripts = scriptTags(`${cmsRoute.slice(1)}index.html`).map(src =>
    fs.readFileSync(path.join(publicDir, src), "utf8"),
  )
  expect(cmsScripts.some(code => decapCode.test(code))).toBe(true)

  const pages = fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter(file => file.endsWith(".html") && !`/${file}`.startsWith(cmsRoute))
    .filter(file => fs.statSync(path.join(publicDir, file)).isFile())
  expect(pages.length).toBeGreaterThan(0)
  for (const page of pages) {
    const scripts = new Set(scriptTags(page))
    const address = path.dirname(`/${page}`)
    if (fs.existsSync(path.join(publicDir, pageDataPath(address)))) {
      const { componentChunkName } = readPageData(publicDir, address)
      for (const file of chunkGroupScripts(publicDir, componentChunkName) ?? []) scripts.add(file)
    }
    for (const script of [...scripts].filter(file => file.endsWith(".js"))) {
      expect(script.startsWith(cmsRoute), `${page} loads ${script}`).toBe(false)
      expect(decapCode.test(fs.readFileSync(path.join(publicDir, script), "utf8")), `${page}: ${script}`).toBe(false)
    }
  }
})

test("staff sign in on a laptop with no account, and nothing leaves the machine", async ({ page }) => {
  const leaving: string[] = []
  page.on("request", request => {
    const { protocol, hostname } = new URL(request.url())
    if (protocol.startsWith("http") && hostname !== "127.0.0.1" && hostname !== "localhost") leaving.push(request.url())
  })
  await page.goto(`${cms.url}${cmsRoute}`)
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("link", { name: "News", exact: true })).toBeVisible()
  expect(leaving).toEqual([])
})

test("a news article with a picture is saved as a Markdown file that passes the content check", async ({ page }) => {
  const before = listed("news")
  const pictures = path.join(fixtureContentDir, "news/images")
  const picture = fs.readdirSync(pictures)[0]
  // Long enough for Decap to wrap the lines it writes.
  const title = "A news article written in the CMS by the browser test, with a title long enough to wrap"
  const excerpt = "What the article is about, in a sentence long enough for the YAML writer to fold it over lines."

  await page.goto(`${cms.url}${cmsRoute}`)
  await page.getByRole("button", { name: "Login" }).click()
  await page.getByRole("link", { name: "News", exact: true }).click()
  // Decap names the button by what it creates; its text is only "＋" and the collection's name.
  await page.getByRole("link", { name: /^Create entry of type / }).click()
  // The editor opens with English and Kiswahili side by side; the preview takes the Kiswahili half's place.
  await expect(page.getByText("Writing in SW")).toBeVisible()
  await page.getByTitle("Toggle preview").click()
  await page.getByLabel("Title").first().fill(title)
  await expect(page.frameLocator("iframe").getByRole("heading", { level: 1, name: title })).toBeVisible()

  await page.getByRole("button", { name: "Choose an image" }).click()
  await page.locator('input[type="file"]').setInputFiles(path.join(pictures, picture))
  await page.getByRole("button", { name: "Choose selected" }).click()
  await page.getByLabel("What the picture shows").first().fill("A picture chosen by the browser test")
  await page.getByLabel("Summary").first().fill(excerpt)
  await page.locator('[contenteditable="true"]').first().click()
  await page.keyboard.type("The text of the article, as a member of staff types it.")
  await expect(page.frameLocator("iframe").locator("img")).toBeVisible()

  await page.getByRole("button", { name: "Publish" }).click()
  await page.getByText("Publish now").click()

  // The new English file, once decap-server has written all of it (it writes the blank Kiswahili one beside it).
  const saved = () => {
    const added = [...listed("news")].filter(file => !before.has(file) && splitLocale(file).locale === "en")
    if (added.length !== 1) return undefined
    const text = fs.readFileSync(path.join(cms.contentDir, "news", added[0]), "utf8")
    try {
      return { file: added[0], ...(readFrontMatter(text) as { data: Record<string, unknown>; body: string }) }
    } catch {
      return undefined
    }
  }
  await expect.poll(() => saved()?.data.title).toBe(title)
  const { file, data, body } = saved() ?? { file: "", data: {} as Record<string, unknown>, body: "" }
  expect(file).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.en\.md$/)
  expect(slugFromFileName(splitLocale(file).base)).toBe(slugFromFileName(`${title}.md`))
  expect(data.excerpt).toBe(excerpt)
  expect(body.trim()).not.toBe("")
  // The picture the article names is the one uploaded, saved next to the article.
  const savedPicture = path.join(cms.contentDir, "news", String(data.image))
  expect(path.dirname(savedPicture)).toBe(path.join(cms.contentDir, "news/images"))
  // decap-server writes the picture apart from the article, and may do so after it.
  const uploaded = fs.readFileSync(path.join(pictures, picture))
  await expect.poll(() => fs.existsSync(savedPicture) && fs.readFileSync(savedPicture).equals(uploaded)).toBe(true)
  expect(checkMistakes()).toEqual([])
})

const yamlType = (name: string) => {
  const type = yamlTypes.find(t => t.name === name)
  if (!type) throw new Error(`the content model has no ${name}`)
  return { ...type, label: type.label ?? name }
}

test("an insurer and the footer text are edited, and the files change and pass the check", async ({ page }) => {
  const insurers = yamlType("Insurer")
  const footerType = yamlType("FooterCopy")
  const [first] = yamlRecords(insurers, readYaml(insurers.file)) as { name: string }[]
  const renamed = `${first.name} (edited in the CMS)`
  const footerFile = localizedName(footerType.file, "en")
  const footer = readYaml(footerFile) as Record<string, unknown>
  const footerText = "Footer text saved by the browser test, long enough that the YAML writer folds it over two lines."

  await page.goto(`${cms.url}${cmsRoute}`)
  await page.getByRole("button", { name: "Login" }).click()

  await page.getByRole("link", { name: insurers.label, exact: true }).click()
  await page.locator('a[href*="/entries/"]').first().click()
  // A closed list item shows its name; its first button opens it.
  const item = page.getByText(first.name, { exact: true }).first().locator("..")
  await item.getByRole("button").first().click()
  await item.getByLabel("Name", { exact: true }).fill(renamed)
  await page.getByRole("button", { name: "Publish" }).click()
  await page.getByText("Publish now").click()
  await expect
    .poll(() => (yamlRecords(insurers, readYamlSoFar(insurers.file))[0] as { name?: string } | undefined)?.name)
    .toBe(renamed)

  await page.goto(`${cms.url}${cmsRoute}`)
  await page.getByRole("link", { name: footerType.label, exact: true }).click()
  await page.locator('a[href*="/entries/"]').first().click()
  await page.getByLabel("Text", { exact: true }).first().fill(footerText)
  await page.getByRole("button", { name: "Publish" }).click()
  await page.getByText("Publish now").click()
  await expect.poll(() => readYamlSoFar(footerFile)?.text).toBe(footerText)
  expect({ ...(readYaml(footerFile) as Record<string, unknown>), text: footer.text }).toEqual(footer)

  expect(checkMistakes()).toEqual([])
})

/** Writes `html` as the text of the scratch copy's Markdown file `file`; returns the title it is listed by. */
const writeText = (file: string, html: string) => {
  const full = path.join(cms.contentDir, file)
  fs.writeFileSync(full, fs.readFileSync(full, "utf8").replace(/\n---\n[\s\S]*$/, `\n---\n${html}\n`))
  return String((readFrontMatter(fs.readFileSync(full, "utf8")).data as { title: unknown }).title)
}

/**
 * Writes a news article of the test's own into the scratch copy, in English, with `html` as its text; returns its
 * title. Staff may have withdrawn every article of the repository's: there may be none to borrow.
 */
const writeArticle = (html: string) => {
  const title = "An article whose text holds HTML, written by the browser test"
  const pictures = path.join(fixtureContentDir, "news/images")
  const picture = fs.readdirSync(pictures)[0]
  fs.mkdirSync(path.join(cms.contentDir, "news/images"), { recursive: true })
  fs.copyFileSync(path.join(pictures, picture), path.join(cms.contentDir, "news/images", picture))
  const frontMatter = [
    `title: ${JSON.stringify(title)}`,
    "date: 2026-01-15",
    `image: ./images/${picture}`,
    "imageAlt: A picture the browser test wrote",
    "excerpt: An article the browser test writes, to see that the HTML in its text never runs in the editor.",
  ]
  fs.writeFileSync(
    path.join(cms.contentDir, "news/2026-01-15-html-in-the-text.en.md"),
    `---\n${frontMatter.join("\n")}\n---\n${html}\n`,
  )
  return title
}

/** The name staff find a Markdown folder by in the editor. */
const collectionLabel = (name: string) => markdownTypes.find(type => type.name === name)?.label ?? name

/** The scripts the built CMS page loads, as its HTML names them. */
const builtCmsScripts = () =>
  [
    ...fs.readFileSync(path.join(publicDir, cmsRoute, "index.html"), "utf8").matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
  ].map(([, src]) => src)

test("HTML written in an article, a service page or the site's name never runs in the editor", async ({ page }) => {
  // Each payload reports here if it ever runs; the editor's page and its preview frame share one top window.
  const ran: string[] = []
  await page.exposeFunction("payloadRan", (where: string) => ran.push(where))

  // The content check lets such a name through: the page must keep it text. The build wrote /cms/ with the
  // repository's name; the page with the scratch copy's is written by the same function, with the built scripts.
  const name = '</title><script>payloadRan("title")</script>Hospital'
  const siteCopy = localizedName(yamlType("SiteCopy").file, "en")
  const siteCopyFile = path.join(cms.contentDir, siteCopy)
  fs.writeFileSync(
    siteCopyFile,
    fs.readFileSync(siteCopyFile, "utf8").replace(/^name: .*$/m, `name: ${JSON.stringify(name)}`),
  )
  expect(checkMistakes()).toEqual([])
  cms.servePage(cmsRoute, cmsPageHtml(cmsPageTitle(cms.contentDir), builtCmsScripts()))

  const articleTitle = writeArticle(`Before the picture. <img src="x" onerror="top.payloadRan('article')">`)
  // The content check refuses a folder of service pages with none in it: there is always one to reword.
  const [service] = fs
    .readdirSync(path.join(cms.contentDir, "services"))
    .filter(name => splitLocale(name).locale === "en" && name.endsWith(".md"))
    .sort()
  const serviceTitle = writeText(
    `services/${service}`,
    `Before the picture. <img src="y" onerror="top.payloadRan('service')">`,
  )

  /** Opens the entry titled `title` in `collection`; its preview is in the frame. */
  const openEntry = async (collection: string, title: string) => {
    await page.goto(`${cms.url}${cmsRoute}`)
    await page.getByRole("link", { name: collection, exact: true }).click()
    await page.locator('a[href*="/entries/"]').filter({ hasText: title }).click()
    return page.frameLocator("iframe")
  }
  /** The picture in the preview has failed to load, so its onerror had its chance: nothing ran, and it has none. */
  const expectInertPicture = async (preview: FrameLocator, src: string) => {
    await expect(preview.getByText("Before the picture.")).toBeVisible()
    const picture = preview.locator(`img[src="${src}"]`)
    await expect(picture).toHaveCount(1)
    await expect.poll(() => picture.evaluate(img => (img as HTMLImageElement).complete)).toBe(true)
    expect(ran).toEqual([])
    await expect(picture).not.toHaveAttribute("onerror")
  }

  // Signed in once, and with the preview in the Kiswahili half's place once, the editor remembers both.
  await page.goto(`${cms.url}${cmsRoute}`)
  await page.getByRole("button", { name: "Login" }).click()
  const news = await openEntry(collectionLabel("NewsArticle"), articleTitle)
  await expect(page.getByText("Writing in SW")).toBeVisible()
  await page.getByTitle("Toggle preview").click()
  await expect(page).toHaveTitle(`Content Manager · ${name}`)
  await expect(news.getByRole("heading", { level: 1, name: articleTitle })).toBeVisible()
  await expectInertPicture(news, "x")

  // Service pages have no preview of the site's own: Decap draws its default one.
  await expectInertPicture(await openEntry(collectionLabel("ServicePage"), serviceTitle), "y")
})
