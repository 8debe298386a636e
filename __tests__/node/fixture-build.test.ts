/** @jest-environment node */
import fs from "fs"
import path from "path"
import { formatDays, serviceHours } from "../../src/site/components/OpeningHours/hours"
import { Locale, locales } from "../../src/model/locales"
import {
  articleRoute,
  bookingRoute,
  homeSections,
  localizedPath,
  newsArchiveRoute,
  newsFeedPath,
  offlinePath,
  pageRoutes,
  serviceRoute,
  serviceWorkerPath,
  staffPageRoute,
} from "../../src/model/routes"
import { extensionRoutes } from "../../src/registry"
import {
  fixtureContentDir,
  footerCopy,
  readFixtureArchive,
  readFixtureItems,
  readFixtureMarkdown,
  readFixtureNews,
  readFixtureNotices,
  readFixture,
  readServicePages,
  siteCopy,
  siteSettings,
} from "../support/fixtures"
import { readFrontMatter } from "../../src/model/front-matter"
import { describeGatsbyContract } from "../support/gatsby-contract"
import { BuildResult, copyProject, gatsbyBuild, removeCopy } from "../../testkit/project-copy"
import {
  cloudflareLimits,
  headersFile,
  limitProblems,
  redirectsFile,
  redirectsText,
  scriptPolicyProblems,
} from "../../src/node/publish/headers-and-redirects"
import { htmlFiles, inlineScripts } from "../../src/node/publish/inline-scripts"
import { frameIds, pageIds } from "../../src/model/heading-ids"

// A build from scratch takes about a minute on a quiet machine, and up to four while others build beside it.
const buildTimeoutMs = 240_000

const routeOf = (template: string) => pageRoutes.find(route => route.template === template)?.path ?? ""
const home = routeOf("home")
const newsList = routeOf("news-list")
const news = readFixtureArchive("en")
const insurers = readFixtureItems<{ name: string }>("insurers.yaml").map(insurer => insurer.name)

/**
 * Valid content staff could write that must not pass through as written, added to the copy only (component tests use
 * the fixture as is): script-running or embedding raw HTML, each marked with a token that must appear nowhere in the
 * output; a site address with a trailing slash; more health articles than the design's four.
 */
const injected = {
  slug: "injected-article",
  title: "An article with HTML written into it",
  excerpt: "An article whose text carries HTML that must never run, <i>as text</i> & so on.",
  // Older than every fixture article, so the home page's newest three stay the fixture's.
  file: "news/2025-12-01-injected-article.en.md",
  body: `
## Visiting the new wing

Read *the guide* on [our partner's site](https://partner.example/guide) before you come:

- bring your card
- arrive early

<script>window.markScript = 1</script>
<img src="./images/picture.jpg" alt="" onerror="markOnerror()">
<a href="javascript:markJavascript()">Open</a>
<iframe src="https://mark-iframe.example/"></iframe>
<object data="https://mark-object.example/x.swf"></object>
<embed src="https://mark-embed.example/x.swf">
<style>.mark-style { display: none }</style>
<p style="color: red" data-mark="markStyleAttribute">Styled</p>

## Page end
`,
  marks: ["markScript", "markOnerror", "markJavascript", "mark-iframe", "mark-object", "mark-embed", "mark-style"],
}
const extraHealthOrders = [3, 4, 5, 6]

/** An article of the fixture set written in English only, to which the copy adds a blank Kiswahili file. */
const untranslated = (() => {
  const english = readFixtureNews("en")
  const swahili = new Set(readFixtureNews("sw").map(article => article.slug))
  const only = english.find(article => !swahili.has(article.slug))
  if (!only) throw new Error("The fixture set needs an article in English only")
  return fs.readdirSync(path.join(fixtureContentDir, "news")).find(file => file.endsWith(`${only.slug}.en.md`))!
})()

/** A page of content/pages in English, into which the copy writes HTML that must not get through. */
const staffPageFile = fs.readdirSync(path.join(fixtureContentDir, "pages")).find(file => file.endsWith(".en.md"))!

/** The text of a Markdown file of the fixture set's `folder`, to copy from. */
function someMarkdown(content: string, folder: string): string {
  const name = fs.readdirSync(path.join(content, folder)).find(file => file.endsWith(".en.md"))
  return fs.readFileSync(path.join(content, folder, String(name)), "utf8")
}

function addEdgeContent(content: string) {
  const article = someMarkdown(content, "news")
  const frontMatter = article.slice(0, article.indexOf("\n---\n") + "\n---\n".length)
  fs.writeFileSync(
    path.join(content, injected.file),
    frontMatter
      .replace(/^slug: .*\n/m, "")
      .replace(/^title: .*$/m, `title: ${injected.title}`)
      .replace(/^excerpt: .*$/m, `excerpt: ${injected.excerpt}`)
      .replace(/^date: .*$/m, "date: 2025-12-01") + injected.body,
  )
  // A page staff add goes through the same sanitizer: the marks of the article's HTML, added to its text.
  const staffPage = path.join(content, "pages", staffPageFile)
  fs.appendFileSync(
    staffPage,
    injected.body
      .split("\n")
      .filter(line => /script|javascript|iframe/.test(line))
      .join("\n"),
  )
  // A heading in a text the home page shows, named as a section of it.
  fs.appendFileSync(path.join(content, "sections", "about.en.md"), `\n\n## ${homeSections.contact}\n`)
  const siteYaml = path.join(content, "site.yaml")
  fs.writeFileSync(siteYaml, fs.readFileSync(siteYaml, "utf8").replace(/^siteUrl: (.*?)\/?$/m, "siteUrl: $1/"))
  const advice = someMarkdown(content, "health")
  for (const order of extraHealthOrders) {
    for (const [locale, title] of [
      ["en", "Extra health advice"],
      ["sw", "Ushauri wa ziada wa afya"],
    ]) {
      fs.writeFileSync(
        path.join(content, `health/extra-advice-${order}.${locale}.md`),
        advice.replace(/^title: .*$/m, `title: ${title} ${order}`).replace(/^order: .*$/m, `order: ${order}`),
      )
    }
  }
  // What the CMS writes for an article saved with its Kiswahili left blank: no page may come of it.
  const blank = path.join(content, "news", untranslated.replace(".en.md", ".sw.md"))
  fs.writeFileSync(
    blank,
    fs
      .readFileSync(path.join(content, "news", untranslated), "utf8")
      .replace(/^(title|imageAlt|excerpt): .*$/gm, '$1: ""')
      .replace(/\n---\n[\s\S]*$/, "\n---\n"),
  )
}

/**
 * A new service, added as staff would with files alone: its page in each language (with its home card and
 * specialty), its hours in site.yaml, and a team member who works in it. Nothing under src/ knows of it.
 */
const laboratory = {
  slug: "fixture-lab",
  specialty: "LaboratoryScience",
  hours: { days: ["Tuesday", "Thursday"], opens: "07:00", closes: "15:30" },
  member: { en: "Fixture lab technologist", sw: "Mtaalamu wa maabara wa majaribio" },
  memberDays: ["Thursday"],
  text: {
    en: {
      title: "Fixture laboratory",
      summary: "Fixture blood and urine tests, with results the same day.",
      card: "FIXTURE LAB",
      cardText: "Fixture blood tests.",
      line: "Fixture tests",
    },
    sw: {
      title: "Maabara ya majaribio",
      summary: "Vipimo vya damu na mkojo vya majaribio, na majibu siku hiyo hiyo.",
      card: "MAABARA",
      cardText: "Vipimo vya damu vya majaribio.",
      line: "Vipimo",
    },
  },
}

function addLaboratory(content: string) {
  const { slug, specialty, hours, member, memberDays, text } = laboratory
  for (const locale of locales) {
    const words = text[locale as keyof typeof text]
    const model = fs.readFileSync(
      path.join(content, "services", `${readServicePages(locale)[0].slug}.${locale}.md`),
      "utf8",
    )
    const card = `card:\n  title: ${words.card}\n  image: ../images/picture.jpg\n  imageAlt: ${words.card}\n  description: ${words.cardText}\n  lines:\n    - ${words.line}\n`
    fs.writeFileSync(
      path.join(content, "services", `${slug}.${locale}.md`),
      model
        .replace(/^title: .*$/m, `title: ${words.title}`)
        // Its own description for search engines, as the check requires of every page.
        .replace(/^summary: .*$/m, `summary: ${words.summary}`)
        .replace(/^order: .*$/m, "order: 99")
        .replace(/^medicalSpecialty: .*\n/m, "")
        .replace(/^card:\n( {2}.*\n)+/m, `medicalSpecialty: ${specialty}\n${card}`),
    )
    fs.appendFileSync(
      path.join(content, "team", `team.${locale}.yaml`),
      `  - title: ${member[locale as keyof typeof member]}\n    image: ../images/picture.jpg\n    imageAlt: ${member[locale as keyof typeof member]}\n` +
        `    description: ${words.cardText}\n    services:\n      - service: ${slug}\n        days: [${memberDays.join(", ")}]\n`,
    )
  }
  const siteYaml = path.join(content, "site.yaml")
  const entry =
    `  - service: ${slug}\n    times:\n      - days: [${hours.days.join(", ")}]\n` +
    `        opens: "${hours.opens}"\n        closes: "${hours.closes}"\n`
  fs.writeFileSync(
    siteYaml,
    fs.readFileSync(siteYaml, "utf8").replace(/^openingHours:\n/m, m => m + entry),
  )
}

let site: string
let build: BuildResult
beforeAll(async () => {
  site = copyProject(fixtureContentDir)
  addEdgeContent(path.join(site, "content"))
  addLaboratory(path.join(site, "content"))
  build = await gatsbyBuild(site, buildTimeoutMs)
}, buildTimeoutMs + 10_000)
afterAll(() => {
  if (site) removeCopy(site)
})

/** Every article of the copy, newest first: the fixture set's, then the added one, the oldest. */
const archive: { title: string; slug: string; locale: Locale }[] = [...news, { ...injected, locale: "en" }]
const articlePath = (article: { slug: string; locale: Locale }) =>
  localizedPath(article.locale, articleRoute.path(article.slug))

const pageFile = (file: string) => fs.readFileSync(path.join(site, "public", file), "utf8")
const pageHtml = (route: string) => fs.readFileSync(path.join(site, "public", route, "index.html"), "utf8")
const pageHead = (route: string) => /<head>([\s\S]*)<\/head>/.exec(pageHtml(route))?.[1] ?? ""
const pageBody = (route: string) => /<body[^>]*>([\s\S]*)<\/body>/.exec(pageHtml(route))?.[1] ?? ""

/** The addresses the head's <link rel="…"> tags point to. */
const headLinks = (route: string, rel: string) =>
  [...pageHead(route).matchAll(/<link\b[^>]*>/g)]
    .filter(([tag]) => tag.includes(`rel="${rel}"`))
    .map(([tag]) => /href="([^"]*)"/.exec(tag)?.[1])

/** The text a visitor reads on the built page at `route`: the body without markup, scripts or styles. */
function pageText(route: string): string {
  return pageBody(route)
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
}

test("gatsby build succeeds with the fixture content", () => {
  // Compared as a whole so that a failure prints what the build said.
  expect(build).toEqual({ status: 0, output: expect.any(String) })
})

// What the site assumes of Gatsby's internals still holds for this version of Gatsby.
describeGatsbyContract(() => site)

test("the home page shows the site's name, its three newest articles newest first, and not the older ones", () => {
  const text = pageText(home)
  expect(text).toContain(siteCopy.name)
  const newest = news.slice(0, 3).map(article => text.indexOf(article.title))
  expect(newest.every(position => position >= 0)).toBe(true)
  expect([...newest].sort((a, b) => a - b)).toEqual(newest)
  // The fixture set holds an older article, so that this check can fail.
  expect(news.length).toBeGreaterThan(3)
  for (const older of news.slice(3)) expect(text).not.toContain(older.title)
})

test("the home page lists every insurer and shows the footer's texts", () => {
  const text = pageText(home)
  for (const insurer of insurers) expect(text).toContain(insurer)
  expect(text).toContain(footerCopy.title)
  expect(text).toContain(footerCopy.text)
})

test("each article has its own page, and the archive's pages list them all, newest first", () => {
  const { perPage } = newsArchiveRoute
  // The fixture set holds more articles than one page shows, so that the archive has a second page.
  expect(archive.length).toBeGreaterThan(perPage)
  const pageCount = Math.ceil(archive.length / perPage)
  for (let number = 1; number <= pageCount; number += 1) {
    const path = newsArchiveRoute.path(number)
    const text = pageText(path)
    const slice = archive.slice((number - 1) * perPage, number * perPage)
    const positions = slice.map(article => text.indexOf(article.title))
    expect(positions.every(position => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    for (const other of archive.filter(article => !slice.includes(article))) expect(text).not.toContain(other.title)
    const url = (n: number) => `${siteSettings.siteUrl}${newsArchiveRoute.path(n)}`
    expect(headLinks(path, "prev")).toEqual(number > 1 ? [url(number - 1)] : [])
    expect(headLinks(path, "next")).toEqual(number < pageCount ? [url(number + 1)] : [])
  }
  expect(fs.existsSync(path.join(site, "public", newsArchiveRoute.path(pageCount + 1)))).toBe(false)
  for (const article of archive) expect(pageText(articlePath(article))).toContain(article.title)
})

test("each article links to the older and the newer one", () => {
  archive.forEach((article, index) => {
    if (article.locale !== "en") return
    const html = pageBody(articlePath(article))
    for (const [other, rel] of [
      [archive[index + 1], "prev"],
      [archive[index - 1], "next"],
    ] as const) {
      if (!other) continue
      const link = [...html.matchAll(/<a\b[^>]*>/g)].find(([tag]) => tag.includes(`href="${articlePath(other)}"`))
      expect(link?.[0]).toContain(`rel="${rel}"`)
    }
  })
})

test("each service page says what its file says in each language, shows its hours and books it", () => {
  for (const locale of locales) {
    for (const { data, slug } of readFixtureMarkdown<Queries.ServicePage>("services", locale)) {
      const route = localizedPath(locale, serviceRoute.path(slug))
      const text = pageText(route)
      for (const line of [data.title, data.summary, ...data.offers, ...data.audience, ...data.preparation]) {
        expect(text).toContain(line)
      }
      if (locale === "en")
        for (const line of serviceHours(siteSettings.openingHours, slug)) expect(text).toContain(formatDays(line.days))
      expect(pageHead(route)).toContain('"@type":"MedicalClinic"')
      expect(pageHead(route)).toContain('"@type":"BreadcrumbList"')
    }
  }
  for (const { slug } of readServicePages("en")) {
    expect(pageBody(serviceRoute.path(slug))).toContain(`href="${bookingRoute.path(slug).replace(/&/g, "&amp;")}"`)
  }
})

describe("a service added as files only, with no change under src/", () => {
  const { slug, specialty, hours, member, memberDays, text } = laboratory
  /** The part of the page from its opening tag `<tag` to the matching close, for a tag not nested in itself. */
  const element = (html: string, open: RegExp, tag: string) => {
    const start = html.search(open)
    return start < 0 ? "" : html.slice(start, html.indexOf(`</${tag}>`, start))
  }
  /** The JSON-LD things of the page at `route`, by their @type. */
  const jsonLd = (route: string) =>
    [...pageHead(route).matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .flatMap(([, json]) => {
        const data = JSON.parse(json)
        return data["@graph"] ?? [data]
      })
      .reduce<Record<string, Record<string, unknown>>>((all, thing) => ({ ...all, [thing["@type"]]: thing }), {})

  test.each(locales)("has its page in %s, with its hours, its specialty and who works there", locale => {
    const words = text[locale as keyof typeof text]
    const route = localizedPath(locale, serviceRoute.path(slug))
    expect(pageBody(route)).toMatch(new RegExp(`<h1[^>]*>${words.title}</h1>`))
    const pageWords = pageText(route)
    expect(pageWords).toContain(formatDays(hours.days, locale))
    expect(pageWords).toContain(`${member[locale as keyof typeof member]}: ${formatDays(memberDays, locale)}`)
    expect(jsonLd(route).MedicalClinic).toMatchObject({
      medicalSpecialty: specialty,
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: hours.days, opens: hours.opens, closes: hours.closes },
      ],
    })
  })

  test.each(locales)(
    "is on the %s home page: its card, the menu, the form, the footer's hours and the JSON-LD",
    locale => {
      const words = text[locale as keyof typeof text]
      const servicePath = localizedPath(locale, serviceRoute.path(slug))
      const body = pageBody(localizedPath(locale, home))
      const link = new RegExp(`<a[^>]*href="${servicePath}"[^>]*>`)
      const cards = element(body, /<section[^>]*id="services"/, "section")
      expect(cards).toMatch(link)
      expect(cards).toContain(words.card)
      expect(cards).toContain(words.cardText)
      expect(element(body, /<header\b/, "header")).toMatch(link)
      expect(body).toMatch(new RegExp(`<option value="${slug}">${words.title}</option>`))
      const footer = element(body, /<footer\b/, "footer")
      expect(footer).toMatch(link)
      expect(footer).toContain(formatDays(hours.days, locale))
      const hospital = jsonLd(localizedPath(locale, home)).Hospital
      expect(hospital.medicalSpecialty).toContain(specialty)
      expect(hospital.availableService).toContainEqual({ "@type": "MedicalTest", name: words.title })
    },
  )
})

test("each page staff add is built in each language, with its title, text and description, and is in the sitemap", () => {
  const sitemap = published()
    .filter(({ file }) => /sitemap-\d+\.xml$/.test(file))
    .map(({ text }) => text)
    .join("")
  for (const locale of locales) {
    const pages = readFixtureMarkdown<Pick<Queries.StaffPage, "title" | "description">>("pages", locale)
    expect(pages.length).toBeGreaterThan(0)
    for (const { data, body, slug } of pages) {
      const route = localizedPath(locale, staffPageRoute.path(slug))
      expect(pageBody(route)).toMatch(new RegExp(`<h1[^>]*>${data.title}</h1>`))
      expect(pageText(route)).toContain(body.split("\n")[0])
      expect(pageHead(route)).toContain(`<meta name="description" content="${data.description}"`)
      expect(sitemap).toContain(`<loc>${siteSettings.siteUrl.replace(/\/$/, "")}${route}</loc>`)
    }
    // The line under the appointment form leads to the privacy notice the home copy names.
    const { appointmentPrivacyLink } = readFixture<Queries.HomeCopy>("home/home.yaml", locale)
    expect(pageBody(localizedPath(locale, home))).toContain(`href="${appointmentPrivacyLink.href}"`)
  }
})

/** The tag of the banner of the notice `slug` on the built page at `route`, or none. */
const noticeTag = (route: string, slug: string) =>
  new RegExp(`<div[^>]*\\sdata-notice="${slug}"[^>]*>`).exec(pageBody(route))?.[0]

test("every public page carries the notices in its language: shown if showing at build time, hidden if not started, left out if ended", () => {
  const built = Date.now()
  const notices = readFixtureNotices()
  // The fixture set has one of each, so that each rule can fail.
  expect(
    notices.map(n => (Date.parse(n.end) <= built ? "ended" : Date.parse(n.start) > built ? "later" : "now")).sort(),
  ).toEqual(["ended", "later", "now"])
  const publicRoutes = locales.flatMap(locale =>
    [home, offlinePath, ...readFixtureMarkdown("pages", locale).map(({ slug }) => staffPageRoute.path(slug))].map(
      route => [locale, localizedPath(locale, route)] as const,
    ),
  )
  for (const [locale, route] of publicRoutes) {
    for (const notice of notices) {
      const tag = noticeTag(route, notice.slug)
      if (Date.parse(notice.end) <= built) {
        expect({ route, tag }).toEqual({ route, tag: undefined })
        continue
      }
      expect(tag).toContain(`data-start="${Date.parse(notice.start)}"`)
      expect(tag).toContain(`data-end="${Date.parse(notice.end)}"`)
      expect(tag).toContain(`role="${notice.level === "urgent" ? "alert" : "status"}"`)
      expect({ route, hidden: /\shidden=""/.test(tag ?? "") }).toEqual({
        route,
        hidden: Date.parse(notice.start) > built,
      })
      expect(pageText(route)).toContain(notice.message[locale])
    }
  }
  // Nor on the demonstration screens.
  for (const notice of notices) expect(noticeTag("/landing/", notice.slug)).toBeUndefined()
})

/** The titles of the articles a feed carries, in its order. */
const feedTitles = (locale: Locale) =>
  [
    ...fs
      .readFileSync(path.join(site, "public", localizedPath(locale, newsFeedPath)), "utf8")
      .matchAll(/<item><title><!\[CDATA\[(.*?)\]\]><\/title>/g),
  ].map(match => match[1])

test("each language's RSS feed carries its newest articles, written in it, and its pages announce it", () => {
  for (const locale of locales) {
    const written = archive.filter(article => article.locale === locale).concat()
    const own = locale === "en" ? written : readFixtureNews(locale)
    const titles = feedTitles(locale)
    expect(titles).toEqual(own.slice(0, Math.min(own.length, 20)).map(article => article.title))
    const routes = [home, newsList, offlinePath, ...readServicePages(locale).map(page => serviceRoute.path(page.slug))]
    for (const route of routes) {
      const feeds = [...pageHead(localizedPath(locale, route)).matchAll(/<link\b[^>]*application\/rss\+xml[^>]*>/g)]
      expect(feeds.map(([tag]) => /href="([^"]*)"/.exec(tag)?.[1])).toContain(localizedPath(locale, newsFeedPath))
    }
  }
  // A summary is text, shown as written, where feed readers read HTML.
  expect(pageFile(newsFeedPath)).toContain(
    "<description><![CDATA[An article whose text carries HTML that must never run, &lt;i&gt;as text&lt;/i&gt; &amp; so on.]]></description>",
  )
  // Each feed holds only its own language's articles.
  expect(feedTitles("sw")).not.toContain(archive.find(article => article.locale === "en")?.title)
})

test("the service worker keeps each language's home page, service pages and offline page", () => {
  const worker = fs.readFileSync(path.join(site, "public", serviceWorkerPath), "utf8")
  const kept = JSON.parse(/const PRECACHE = (\[[\s\S]*?\])\n/.exec(worker)?.[1] ?? "[]") as string[]
  for (const locale of locales) {
    for (const route of [home, offlinePath, ...readServicePages(locale).map(page => serviceRoute.path(page.slug))]) {
      expect(kept).toContain(localizedPath(locale, route))
    }
  }
  for (const file of kept) {
    expect(fs.existsSync(path.join(site, "public", file.endsWith("/") ? `${file}index.html` : file))).toBe(true)
  }
})

const htmlLang = (route: string) => /<html[^>]*\blang="([^"]*)"/.exec(pageHtml(route))?.[1]

/** The hreflang alternates of the page at `route`: language → absolute address. */
const hreflangs = (route: string) =>
  Object.fromEntries(
    [...pageHead(route).matchAll(/<link\b[^>]*hreflang="([^"]*)"[^>]*>/gi)].map(([tag, lang]) => [
      lang,
      /href="([^"]*)"/.exec(tag)?.[1],
    ]),
  )

test('every public page is built in Kiswahili under /sw/, with lang="sw"; the demo screens in English only', () => {
  const swahiliBuilt = (route: string) =>
    fs.existsSync(path.join(site, "public", localizedPath("sw", route), "index.html"))
  for (const route of pageRoutes) {
    expect({ route: route.path, built: swahiliBuilt(route.path) }).toEqual({ route: route.path, built: true })
    expect(htmlLang(localizedPath("sw", route.path))).toBe("sw")
    expect(htmlLang(route.path)).toBe("en")
  }
  for (const { path: route } of extensionRoutes)
    expect({ route, built: swahiliBuilt(route) }).toEqual({ route, built: false })
  expect(pageText(localizedPath("sw", home))).toContain(readFixtureArchive("sw")[0].title)
})

test("hreflang pairs are reciprocal, with English as x-default, and an untranslated article has none", () => {
  const url = (route: string) => `${siteSettings.siteUrl.replace(/\/$/, "")}${route}`
  const translated = [home, newsList, offlinePath, ...readServicePages().map(page => serviceRoute.path(page.slug))]
  for (const article of readFixtureNews("sw")) {
    if (readFixtureNews("en").some(english => english.slug === article.slug))
      translated.push(articleRoute.path(article.slug))
  }
  for (const route of translated) {
    const pair = { en: url(route), sw: url(localizedPath("sw", route)), "x-default": url(route) }
    expect({ route, links: hreflangs(route) }).toEqual({ route, links: pair })
    expect({ route, links: hreflangs(localizedPath("sw", route)) }).toEqual({ route, links: pair })
  }
  const only = untranslated.replace(/^\d{4}-\d{2}-\d{2}-|\.en\.md$/g, "")
  expect(hreflangs(articleRoute.path(only))).toEqual({})
})

test('the Kiswahili archive lists an article written in English only, marked lang="en", linking to its English page', () => {
  const only = untranslated.replace(/^\d{4}-\d{2}-\d{2}-|\.en\.md$/g, "")
  const swahiliArchive = readFixtureArchive("sw")
  const number = Math.floor(swahiliArchive.findIndex(article => article.slug === only) / newsArchiveRoute.perPage) + 1
  const html = pageBody(localizedPath("sw", newsArchiveRoute.path(number)))
  const card = [...html.matchAll(/<[a-z]+\b[^>]*\blang="en"[^>]*>[\s\S]*?<\/a>/g)].find(([tag]) =>
    tag.includes(`href="${articleRoute.path(only)}"`),
  )
  expect(card).toBeDefined()
  // Its blank Kiswahili file, as the CMS writes it, made no page.
  expect(fs.existsSync(path.join(site, "public", localizedPath("sw", articleRoute.path(only))))).toBe(false)
})

test("the sitemap lists the Kiswahili pages with their English alternates", () => {
  const sitemap = published()
    .filter(({ file }) => /sitemap-\d+\.xml$/.test(file))
    .map(({ text }) => text)
    .join("")
  const url = (route: string) => `${siteSettings.siteUrl.replace(/\/$/, "")}${route}`
  for (const route of [home, newsList]) {
    expect(sitemap).toContain(`<loc>${url(localizedPath("sw", route))}</loc>`)
    expect(sitemap).toMatch(
      new RegExp(
        `<xhtml:link rel="alternate" hreflang="sw" href="${url(localizedPath("sw", route)).replace(/[.?]/g, "\\$&")}"`,
      ),
    )
  }
})

/** Every file the build wrote that a browser or a search engine reads. */
function published(): { file: string; text: string }[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? walk(full) : [full]
    })
  return walk(path.join(site, "public"))
    .filter(file => /\.(html|json|xml|txt)$/.test(file))
    .map(file => ({ file: path.relative(site, file), text: fs.readFileSync(file, "utf8") }))
}

test("HTML written in a Markdown file is published without anything that runs or embeds, and its Markdown works", () => {
  for (const { file, text } of published()) {
    expect({ file, found: injected.marks.filter(mark => text.includes(mark)) }).toEqual({ file, found: [] })
  }
  const page = pageHtml(articleRoute.path(injected.slug))
  expect(page).toMatch(/<h2[^>]*>Visiting the new wing<\/h2>/)
  expect(page).toContain("<em>the guide</em>")
  expect(page).toContain(`<a href="https://partner.example/guide">our partner's site</a>`)
  expect(page).toMatch(/<li>bring your card<\/li>\s*<li>arrive early<\/li>/)
  expect(pageText(articleRoute.path(injected.slug))).toContain("Styled")
  // The picture the text shows is copied into the build, and shown from there.
  const [, picture] = /<img [^>]*src="(\/static\/[0-9a-f]+\/picture\.jpg)"/.exec(page) ?? []
  expect(picture).toBeDefined()
  expect(fs.existsSync(path.join(site, "public", picture))).toBe(true)
})

test("a text's headings take none of the ids of the page around them, which are all known", () => {
  const page = pageHtml(articleRoute.path(injected.slug))
  const ids = [...page.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id)
  const headings = [...page.matchAll(/<h[1-6] id="([^"]*)"/g)].map(([, id]) => id)
  expect(headings).toEqual(["visiting-the-new-wing", "page-end-1"])
  // Besides the headings' ids, the page's own, and React's (":R1:"), which no heading's words make.
  expect(new Set(ids.filter(id => !headings.includes(id) && !id.includes(":")))).toEqual(new Set(pageIds))
  expect(ids.filter(id => id === frameIds.pageEnd)).toHaveLength(1)
})

test("the home page's ids are its own, each once: the texts it shows give their headings none", () => {
  // Gatsby's own ids aside: it writes "_gatsby-scripts-1" on two elements of every page.
  const ids = [...pageHtml(home).matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id).filter(id => !pageIds.includes(id))
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  expect(pageHtml(home)).toMatch(new RegExp(`<h2>${homeSections.contact}</h2>`, "i"))
  expect(pageHtml(home)).toMatch(new RegExp(`<section[^>]* id="${homeSections.contact}"`))
})

test("a site address written with a trailing slash never gives an address with two slashes", () => {
  const siteUrl = siteSettings.siteUrl.replace(/\/$/, "")
  for (const { file, text } of published()) {
    expect({ file, doubled: text.includes(`${siteUrl}//`) }).toEqual({ file, doubled: false })
  }
  const article = articleRoute.path(injected.slug)
  const page = fs.readFileSync(path.join(site, "public", article, "index.html"), "utf8")
  expect(page).toContain(`<link rel="canonical" href="${siteUrl}${article}"`)
  expect(fs.readFileSync(path.join(site, "public/robots.txt"), "utf8")).toContain(
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
  )
  const sitemaps = published().filter(({ file }) => /sitemap-\d+\.xml$/.test(file))
  expect(sitemaps.map(({ text }) => text).join("")).toContain(`<loc>${siteUrl}${article}</loc>`)
})

test("every health article is shown, more than the design's four included", () => {
  const text = pageText(home)
  const healthDir = path.join(site, "content/health")
  const titles = fs
    .readdirSync(healthDir)
    .filter(file => file.endsWith(".en.md"))
    .map(file =>
      String((readFrontMatter(fs.readFileSync(path.join(healthDir, file), "utf8")).data as { title: unknown }).title),
    )
  expect(titles.length).toBeGreaterThan(4)
  for (const title of titles) expect(text).toContain(title)
})

test("the CDN's _headers allows every script of every page by its hash and no other, within Cloudflare's limits", () => {
  const publicDir = path.join(site, "public")
  // The pages have scripts of their own, so that a script without its hash would be found.
  expect(htmlFiles(publicDir).filter(page => inlineScripts(pageFile(page)).length > 0).length).toBeGreaterThan(10)
  expect(scriptPolicyProblems(publicDir)).toEqual([])
  const headers = fs.readFileSync(path.join(publicDir, headersFile), "utf8")
  expect(limitProblems(headers)).toEqual([])
  const lines = headers.split("\n")
  expect(lines.filter(line => line.startsWith("/")).length).toBeLessThanOrEqual(cloudflareLimits.rules)
  expect(Math.max(...lines.map(line => line.length))).toBeLessThanOrEqual(cloudflareLimits.lineLength)
  expect(fs.readFileSync(path.join(publicDir, redirectsFile), "utf8")).toBe(redirectsText())
})

test("no built page carries a NUL byte, wherever its text puts a multi-byte character", () => {
  // React 18's SSR stream padded a 2 KB chunk with NULs where a multi-byte character fell on its edge (INTERNALS.md,
  // 14); unpatched, an en dash in this fixture set's article of 2026-01-10 did.
  const pages = htmlFiles(path.join(site, "public"))
  expect(pages.length).toBeGreaterThan(10)
  expect(pages.filter(page => pageFile(page).includes("\0"))).toEqual([])
})
