/**
 * `npm run test:content-edits`: staff-style edits in both languages to a scratch copy (a refused duplicate summary,
 * notices around now, a closure, articles past the archive's first page and the search's newest, a dummy Maps key);
 * then it must validate, build and pass the @content and @shift browser tests.
 */
import assert from "assert/strict"
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { Locale, defaultLocale, locales } from "../src/model/locales"
import { MarkdownType, YamlType, localizedName, patternFormats, splitLocale } from "../src/model/content-model"
import { markdownTypes, yamlTypes } from "../src/node/content/content-types"
import { localizedPath, newsArchiveRoute, staffPageRoute } from "../src/model/routes"
import { cmsCollections } from "../src/cms/build/decap-config"
import { siteTimeZone } from "../src/model/content-model/values"
import { parseYaml, readFrontMatter } from "../src/model/front-matter"
import { checkContent, validateContent } from "../src/node/content-check/validate-content"
import { formatContentError } from "../src/node/content-check/content-error"
import { offlinePath } from "../src/model/routes"
import { searchedNews } from "../src/model/search"
import { readExpectations } from "../testkit/expectations"
import { slugFromFileName } from "../src/model/slug"
import { contentDir as projectContentDir, repoDir } from "../testkit/project"
import { copyProject, gatsbyBuild, removeCopy } from "../testkit/project-copy"
import { writeArticles } from "../testkit/generate-articles"

const bin = (name: string) => path.join(repoDir, "node_modules/.bin", name)

// A build from scratch takes about a minute on a quiet machine, and several while others build beside it.
const buildTimeoutMs = 600_000

/** A list file's items, kept under the key the content model gives it. */
function itemsOf(type: YamlType, data: unknown): Record<string, unknown>[] {
  assert(type.shape === "list", `${type.file} holds no list`)
  return (data as Record<string, Record<string, unknown>[]>)[type.key]
}

/** Edits a YAML content file, in `locale` where it is translated. */
function editYaml(
  contentDir: string,
  typeName: string,
  edit: (data: unknown, type: YamlType) => void,
  locale: Locale = defaultLocale,
) {
  const type = yamlTypes.find(t => t.name === typeName)
  assert(type, `no content type ${typeName}`)
  const file = path.join(contentDir, type.translated ? localizedName(type.file, locale) : type.file)
  const data = parseYaml(fs.readFileSync(file, "utf8"))
  edit(data, type)
  fs.writeFileSync(file, yaml.dump(data, { lineWidth: -1 }))
}

/** Writes a Markdown file as staff would: its front matter, then its text. */
const writeMarkdown = (file: string, data: object, body: string) =>
  fs.writeFileSync(file, `---\n${yaml.dump(data, { lineWidth: -1 })}---\n${body}`)

const dayAfter = (date: string) => {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

/** Written with one summary for both, as staff announcing two things at once might. */
const sharedExcerpt =
  "New at the hospital from next week: an evening dental clinic on Thursdays and free antenatal classes on Saturdays."
const newArticles = [
  {
    name: "evening-dental-clinic",
    title: "Evening dental clinic on Thursdays",
    excerpt: sharedExcerpt,
    /** What staff write instead, in whichever of the two the check names, once it has refused the shared summary. */
    reworded:
      "From next week our dentists see patients until 8 pm every Thursday, for those who cannot come in the day.",
    body: "Book by phone or at reception.\n\nEmergency dental care stays available every day.",
  },
  {
    name: "antenatal-classes",
    title: "Free antenatal classes for first-time mothers",
    excerpt: sharedExcerpt,
    reworded:
      "Our midwives run a free class every Saturday morning: what to expect in labour, breastfeeding and newborn care.",
    body: "Partners are welcome.\n\nAsk at the maternity desk to register.",
  },
]
/** Written in Kiswahili only: the English archive must list it in Kiswahili. */
const swahiliOnly = {
  name: "kliniki-ya-macho",
  title: "Kliniki ya macho kila Jumamosi",
  excerpt: "Kuanzia mwezi ujao, daktari wa macho atawaona wagonjwa kila Jumamosi asubuhi.",
  body: "Weka miadi kwa simu au mapokezi.\n\nHuduma ni kwa watu wazima na watoto.",
}
const newSwahiliFooter = { title: "Zungumza nasi" }
const newInsurer = "MADISON"
const newPhone = "+254 711 222 333"
const newFooter = {
  title: "Talk to us",
  text: "Call, write or visit: our reception team answers within one working day.",
}
const newAbout = {
  title: "About the Hospital",
  body: "A family hospital in Mvita for mothers, children and adults.\n\nBirths, teeth and scans under one roof.",
}
/** A service page reworded in English, longer than before, and in Kiswahili, shorter. */
const newServiceSummary = {
  en:
    "Everything the service offers, said again at greater length than before: who it is for, when it sees " +
    "patients, what to bring and how to book a visit by phone, WhatsApp or at the reception desk.",
  sw: "Huduma kwa kila mtu.",
}
const newServiceBody = {
  en: "Come a little early on your first visit, so that reception can open your file.\n\nAsk us anything that is not clear.",
  sw: "Karibu.",
}
/**
 * A service staff add in both languages, published before its opening hours (which can name it only once it
 * exists): its page asks visitors to call, and the offline page leaves it out until then.
 */
const newService = {
  slug: "laboratory",
  image: "../images/dental.jpg",
  medicalSpecialty: "LaboratoryScience",
  en: {
    title: "Laboratory",
    summary: "Blood, urine and stool tests, with most results ready the same day for your doctor.",
    imageAlt: "Test tubes in a rack on a laboratory bench",
    offers: ["Full blood count and blood sugar", "Malaria and typhoid tests"],
    audience: ["Anyone whose doctor asked for a test"],
    preparation: ["Bring the doctor's request form."],
    card: { title: "LABORATORY", description: "Tests with results the same day.", lines: ["Blood and urine tests"] },
    body: "Most results are ready within two hours.",
  },
  sw: {
    title: "Maabara",
    summary: "Vipimo vya damu, mkojo na choo, na majibu mengi tayari siku hiyo hiyo kwa daktari wako.",
    imageAlt: "Mirija ya vipimo kwenye kishikilio juu ya meza ya maabara",
    offers: ["Kipimo kamili cha damu na sukari", "Vipimo vya malaria na homa ya matumbo"],
    audience: ["Yeyote ambaye daktari wake ameomba kipimo"],
    preparation: ["Leta fomu ya maombi ya daktari."],
    card: { title: "MAABARA", description: "Vipimo na majibu siku hiyo hiyo.", lines: ["Vipimo vya damu na mkojo"] },
    body: "Majibu mengi huwa tayari ndani ya saa mbili.",
  },
}

/** A page of their own that staff add, in both languages. */
const newPage = {
  slug: "prices",
  en: {
    title: "Prices and payment",
    description: "What a visit costs, and how to pay: cash, M-Pesa, SHIF or insurance.",
  },
  sw: {
    title: "Bei na malipo",
    description: "Gharama ya ziara, na jinsi ya kulipa: pesa taslimu, M-Pesa, SHIF au bima.",
  },
  body: "A consultation costs the same every day.\n\nAsk at reception for the price of a scan or an X-ray.",
}

const staffPageType = markdownTypes.find(type => type.name === "StaffPage") as MarkdownType
/** The new page's file in `locale`, relative to content/. */
const pageFile = (locale: Locale) => `${staffPageType.dir}/${localizedName(`${newPage.slug}.md`, locale)}`
const newPageAddress = (locale: Locale) => localizedPath(locale, staffPageRoute.path(newPage.slug))

/** `time` as staff write it, on Nairobi clocks: "2026-12-04 08:00". */
function nairobiClock(time: number): string {
  const [hours, minutes] = siteTimeZone.offset.slice(1).split(":").map(Number)
  const sign = siteTimeZone.offset.startsWith("-") ? -1 : 1
  return new Date(time + sign * (hours * 60 + minutes) * 60_000).toISOString().slice(0, 16).replace("T", " ")
}

const hour = 3_600_000

/**
 * Two notices around the time of the edit: one showing already, which must stop showing after its end with no
 * rebuild, and one that starts after the build, which must start showing with none.
 */
function addNotices(contentDir: string) {
  const now = Date.now()
  const notices = {
    "water-off-today": {
      message: {
        en: "The water supply is off in the outpatient wing today; please use the main building's washrooms.",
        sw: "Maji yamekatika leo katika jengo la wagonjwa wa nje; tafadhali tumieni vyoo vya jengo kuu.",
      },
      level: "urgent",
      start: nairobiClock(now - 24 * hour),
      end: nairobiClock(now + 48 * hour),
      link: offlinePath,
    },
    "dental-closed-tomorrow": {
      message: {
        en: "The dental clinic opens at noon tomorrow.",
        sw: "Kliniki ya meno itafunguliwa saa sita mchana kesho.",
      },
      level: "information",
      start: nairobiClock(now + 24 * hour),
      end: nairobiClock(now + 36 * hour),
    },
  }
  fs.mkdirSync(path.join(contentDir, "notices"), { recursive: true })
  for (const [name, notice] of Object.entries(notices)) {
    fs.writeFileSync(path.join(contentDir, "notices", `${name}.yaml`), yaml.dump(notice, { lineWidth: -1 }))
  }
  return Object.keys(notices)
}

/**
 * A closure staff announce with a notice, in one entry of the special days: `service` closed for training on the
 * first free day from three days on, so that the browser tests see its notice and its status.
 */
function addClosure(contentDir: string, service: string): string {
  let date = nairobiClock(Date.now() + 72 * hour).slice(0, 10)
  editYaml(contentDir, "SpecialDay", data => {
    const days = itemsOf(yamlTypes.find(type => type.name === "SpecialDay") as YamlType, data)
    const taken = new Set(days.map(day => day.date))
    while (taken.has(date)) date = dayAfter(date)
    days.push({
      date,
      name: { en: "Staff training", sw: "Mafunzo ya wafanyakazi" },
      closed: [service],
      notice: {
        en: "One of our clinics is closed all day for staff training; its page gives its hours.",
        sw: "Kliniki moja imefungwa siku nzima kwa mafunzo ya wafanyakazi; ukurasa wake unaonyesha saa zake.",
      },
    })
  })
  return date
}

/** Edits the copy's content as staff would, and checks that what the tests will expect changed with it. */
function editContent(contentDir: string) {
  const before = readExpectations(contentDir)
  const newsDir = path.join(contentDir, "news")

  // Withdraw the oldest article, in every language it is written in.
  const withdrawn = before.news[before.news.length - 1]
  const withdrawnBase = splitLocale(path.basename(withdrawn.file)).base
  for (const file of fs.readdirSync(newsDir).filter(name => splitLocale(name).base === withdrawnBase)) {
    fs.rmSync(path.join(newsDir, file))
  }

  // Add two articles of one day, after the newest, with pictures copied from an existing one.
  const template = readFrontMatter(fs.readFileSync(path.join(contentDir, before.news[0].file), "utf8")) as {
    data: Record<string, unknown>
  }
  const picture = path.resolve(newsDir, String(template.data.image))
  const date = dayAfter(before.news[0].date)
  for (const article of newArticles) {
    const image = `./images/${article.name}${path.extname(picture)}`
    fs.copyFileSync(picture, path.resolve(newsDir, image))
    writeMarkdown(
      path.join(newsDir, `${date}-${article.name}.en.md`),
      { title: article.title, date, image, imageAlt: article.title, excerpt: article.excerpt },
      `${article.body}\n`,
    )
  }
  // One article in Kiswahili only, a day older than the new English ones.
  const swahiliFile = `${before.news[0].date}-${swahiliOnly.name}.sw.md`
  writeMarkdown(
    path.join(newsDir, swahiliFile),
    {
      title: swahiliOnly.title,
      date: before.news[0].date,
      image: String(template.data.image),
      imageAlt: swahiliOnly.title,
      excerpt: swahiliOnly.excerpt,
    },
    `${swahiliOnly.body}\n`,
  )

  // Just enough older articles, in English, for the English archive to run onto a second page and past what the
  // search covers: no more, as each adds pages to build and to test.
  const enough = Math.max(newsArchiveRoute.perPage, searchedNews) + 1
  writeArticles(contentDir, Math.max(0, enough - readExpectations(contentDir).news.length))

  editYaml(contentDir, "Insurer", (data, type) => itemsOf(type, data).push({ name: newInsurer }))
  editYaml(contentDir, "FooterCopy", data => Object.assign(data as object, newFooter))
  editYaml(contentDir, "FooterCopy", data => Object.assign(data as object, newSwahiliFooter), "sw")
  // Staff reverse the services' order (their `order`, in both languages): the home page's cards follow. Each
  // language's services are numbered afresh from the last shown to the first, so that two which shared an `order`
  // (shown by slug) are reversed too.
  const servicesDir = path.join(contentDir, "services")
  const serviceFiles = fs.readdirSync(servicesDir).filter(name => name.endsWith(".md"))
  const orderOf = (name: string) =>
    Number(/^order: (\d+)$/m.exec(fs.readFileSync(path.join(servicesDir, name), "utf8"))?.[1])
  const slugOf = (name: string) => slugFromFileName(splitLocale(name).base)
  for (const locale of locales) {
    const shown = serviceFiles
      .filter(name => splitLocale(name).locale === locale)
      .sort((a, b) => orderOf(a) - orderOf(b) || slugOf(a).localeCompare(slugOf(b)))
    shown.forEach((name, rank) => {
      const file = path.join(servicesDir, name)
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^order: \d+$/m, `order: ${shown.length - rank}`))
    })
  }
  editYaml(contentDir, "SiteSettings", data => Object.assign(data as object, { phone: newPhone }))
  writeMarkdown(path.join(contentDir, "sections/about.en.md"), { title: newAbout.title }, `${newAbout.body}\n`)

  // Reword a service page in both languages.
  const servicePage = before.servicePages[0]
  for (const locale of locales) {
    const file = path.join(contentDir, "services", localizedName(`${servicePage.slug}.md`, locale))
    const { data } = readFrontMatter(fs.readFileSync(file, "utf8")) as { data: Record<string, unknown> }
    data.summary = newServiceSummary[locale]
    writeMarkdown(file, data, `${newServiceBody[locale]}\n`)
  }

  // Add a service, without its opening hours yet, after the others.
  const reviewed = nairobiClock(Date.now()).slice(0, 10)
  const nextReview = new Date(Date.parse(reviewed) + 365 * 24 * hour).toISOString().slice(0, 10)
  for (const locale of locales) {
    const { body, card, ...fields } = newService[locale]
    const frontMatter = {
      ...fields,
      order: Math.max(...serviceFiles.map(orderOf)) + 1,
      image: newService.image,
      reviewed,
      nextReview,
      medicalSpecialty: newService.medicalSpecialty,
      card: { ...card, image: newService.image, imageAlt: fields.imageAlt },
    }
    writeMarkdown(path.join(servicesDir, localizedName(`${newService.slug}.md`, locale)), frontMatter, `${body}\n`)
  }

  // Add a page of their own, in both languages.
  for (const locale of locales) {
    writeMarkdown(path.join(contentDir, pageFile(locale)), newPage[locale], `${newPage.body}\n`)
  }

  const notices = addNotices(contentDir)
  const closure = addClosure(contentDir, before.servicePages[0].slug)

  const after = readExpectations(contentDir)
  assert.deepEqual(
    after.notices
      .map(notice => notice.slug)
      .filter(slug => notices.includes(slug))
      .sort(),
    [...notices].sort(),
  )
  assert.deepEqual(
    after.news
      .slice(0, 2)
      .map(article => article.title)
      .sort(),
    newArticles.map(article => article.title).sort(),
  )
  assert(!after.news.some(article => article.path === withdrawn.path), "the oldest article is withdrawn")
  assert(newsArchiveRoute.pageCount(after.archive.length) >= 2, "the English archive has a second page")
  assert(after.news.length > searchedNews, "the English news runs past what the search covers")
  assert.deepEqual(after.insurers, [...before.insurers, newInsurer])
  assert(
    after.specialDays.some(day => day.date === closure && day.notice),
    "the closure is a special day with a notice",
  )
  assert(
    after.notices.some(notice => notice.slug === `special-day.${closure}`),
    "the closure's notice is a notice",
  )
  assert.deepEqual(after.services.slice(0, -1), [...before.services].reverse())
  assert.equal(after.services.at(-1)?.title, newService.en.card.title)
  assert.equal(after.site.phone, newPhone)
  assert.deepEqual([after.footer.title, after.footer.text], [newFooter.title, newFooter.text])
  assert.equal(after.about.title, newAbout.title)
  for (const locale of locales) {
    const reworded = after.languages[locale].servicePages.find(page => page.slug === servicePage.slug)
    assert.equal(reworded?.summary, newServiceSummary[locale])
    const page = after.languages[locale].staffPages.find(staffPage => staffPage.slug === newPage.slug)
    assert.deepEqual([page?.title, page?.path], [newPage[locale].title, newPageAddress(locale)])
  }
  const swahiliFooter = parseYaml(fs.readFileSync(path.join(contentDir, "footer/footer.sw.yaml"), "utf8"))
  assert.equal((swahiliFooter as { title: string }).title, newSwahiliFooter.title)
  assert(fs.existsSync(path.join(newsDir, swahiliFile)), "the Kiswahili-only article is written")
  assert(
    !fs.readdirSync(newsDir).some(name => name.startsWith(swahiliFile.replace(".sw.md", ".en"))),
    "the Kiswahili-only article has no English file",
  )
}

/**
 * The two new articles share one summary: the check refuses it, naming both files and the field, since search
 * engines would show it under both pages. Staff then reword the one it names, and it passes.
 */
function rewordSharedExcerpt(contentDir: string) {
  const errors = validateContent(contentDir)
  const newsDir = path.join(contentDir, "news")
  const fileOf = (article: (typeof newArticles)[number]) =>
    fs.readdirSync(newsDir).find(name => name.endsWith(`-${article.name}.${defaultLocale}.md`)) ?? article.name
  const shown = newArticles.map(article => `content/news/${fileOf(article)}`)
  assert.equal(
    errors.length,
    1,
    `the check refuses the shared summary, and nothing else:\n${errors.map(formatContentError).join("\n")}`,
  )
  const [error] = errors
  assert.equal(error.field, "excerpt")
  assert(shown.includes(error.file), `the check names one of the new articles: ${formatContentError(error)}`)
  const other = shown.find(file => file !== error.file) ?? ""
  assert(error.message.includes(other), `the message names the other article too: ${formatContentError(error)}`)

  const article = newArticles[shown.indexOf(error.file)]
  const file = path.join(contentDir, path.relative("content", error.file))
  const { data, body } = readFrontMatter(fs.readFileSync(file, "utf8")) as {
    data: Record<string, unknown>
    body: string
  }
  writeMarkdown(file, { ...data, excerpt: article.reworded }, body)
}

/**
 * The new page is built at its address in each language, listed in the sitemap, and editable in the built editor:
 * its files are in the folder of a collection the editor may create files in, named as that collection names them.
 */
function checkNewPage(site: string) {
  const publicDir = path.join(site, "public")
  const { site: settings } = readExpectations(path.join(site, "content"))
  const sitemaps = fs
    .readdirSync(publicDir)
    .filter(name => /^sitemap-.*\.xml$/.test(name))
    .map(name => fs.readFileSync(path.join(publicDir, name), "utf8"))
    .join("\n")
  const collection = cmsCollections().find(candidate => candidate.folder === `content/${staffPageType.dir}`)
  assert(collection, `the editor has a collection for content/${staffPageType.dir}`)
  assert.equal(collection.create, true, "staff can create files in it")
  assert.equal(collection.slug, "{{slug}}", "its files are named after their address")
  // The editor's settings are compiled into its script; minified, or as written.
  const [script] = fs.readdirSync(path.join(publicDir, "cms")).filter(name => /^cms-.*\.js$/.test(name))
  const bundle = fs.readFileSync(path.join(publicDir, "cms", script), "utf8")
  const key = (name: string) => `"?${name}"?:\\s*`
  assert.match(
    bundle,
    new RegExp(
      `${key("name")}"${collection.name}"[^{}]*${key("folder")}"${collection.folder}",\\s*${key("create")}(!0|true),\\s*` +
        `${key("extension")}"${collection.extension}"`,
    ),
    `the built editor (public/cms/${script}) lists the ${collection.name} collection of ${collection.folder}`,
  )
  for (const locale of locales) {
    const address = newPageAddress(locale)
    const html = path.join(publicDir, address, "index.html")
    assert(fs.existsSync(html), `the new page is built at ${address}`)
    assert(
      fs.readFileSync(html, "utf8").includes(newPage[locale].title),
      `${address} shows its title, ${newPage[locale].title}`,
    )
    assert(sitemaps.includes(`<loc>${settings.siteUrl}${address}</loc>`), `the sitemap lists ${address}`)
    // Decap's multiple_files: one file per language in the collection's folder, <slug>.<locale>.<extension>.
    const file = `content/${pageFile(locale)}`
    const name = path.posix.basename(file, `.${locale}.${collection.extension}`)
    assert.equal(path.posix.dirname(file), collection.folder)
    assert.match(name, new RegExp(patternFormats.slug.pattern), `${file} is named as the editor names a new page`)
  }
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`

async function main() {
  const site = copyProject(projectContentDir)
  const contentDir = path.join(site, "content")
  try {
    console.log(`Editing a copy of the content in ${contentDir}`)
    editContent(contentDir)
    rewordSharedExcerpt(contentDir)
    const { errors, warnings } = checkContent(contentDir)
    assert.deepEqual(errors.map(formatContentError), [], "the edited content validates")
    assert(
      warnings.some(warning =>
        warning.file.endsWith(`services/${localizedName(`${newService.slug}.md`, defaultLocale)}`),
      ),
      "the check lists the new service, which has no hours yet, as a warning",
    )

    let started = Date.now()
    // With a Maps key, as the published site has: the map's browser tests then check that Google hears nothing
    // before the visitor taps Show map. The key is a dummy; the tests answer Google's hosts themselves.
    const build = await gatsbyBuild(site, buildTimeoutMs, { GATSBY_GOOGLE_MAPS_API_KEY: "dummy-key-for-tests" })
    assert.equal(build.status, 0, `gatsby build of the edited copy failed:\n${build.output}`)
    // The rest of `npm run build`: the search index, which the search's browser tests need.
    const index = spawnSync(bin("tsx"), ["scripts/search-index.ts"], { cwd: site, stdio: "inherit" })
    assert.equal(index.status, 0, "indexing the edited copy for search failed")
    console.log(`Built the edited copy in ${seconds(started)}`)
    checkNewPage(site)

    started = Date.now()
    const tests = spawnSync(
      bin("playwright"),
      ["test", "--config", "__tests__/e2e/playwright.config.ts", "--project", "content", "shift"],
      { cwd: repoDir, stdio: "inherit", env: { ...process.env, E2E_PROJECT_DIR: site, E2E_SERVERS: "static" } },
    )
    assert.equal(tests.status, 0, "the browser tests tagged @content or @shift failed against the edited copy")
    console.log(`Ran the browser tests tagged @content or @shift against it in ${seconds(started)}`)
    removeCopy(site)
  } catch (error) {
    console.error(`\nThe content-edit check failed; the edited copy is kept in ${site}`)
    throw error
  }
}

main().catch(error => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
