/**
 * The site as Cloudflare Pages serves it (`wrangler pages dev`, the built _headers and _redirects) at phone width:
 * every page in both languages and each interaction that loads more code (island, carousel, form, navigation, SW,
 * /cms/) has no CSP violation or console error; redirects are 301, unknown paths 404, caching follows content hashes.
 */
import type { ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import type { Page, Response } from "@playwright/test"
import { notConnectedWords } from "../../src/cms/connection"
import { backendFromEnvironment, localBackendPath } from "../../src/cms/build/decap-config"
import { gitHostSources, policyText, publicPolicy } from "../../src/node/publish/security-headers"
import {
  cmsRoute,
  homePath,
  localizedPath,
  newsArchiveRoute,
  notFoundRedirect,
  offlinePath,
  serviceWorkerPath,
} from "../../src/model/routes"
import { privatePrefixes, redirectRoutes } from "../../src/registry"
import { searchHashedFile, searchIndexPath } from "../../src/model/search"
import { contentHashedName } from "../../gatsby/internals/build-stats"
import { readExpectations } from "../../testkit/expectations"
import { locales } from "../../src/model/locales"
import { Problems, expect, noProblems, test as base, visit, waitForIslands } from "./support/fixtures"
import { port, wranglerServer } from "./support/project"
import { startDecapServer } from "./support/cms"
import { projectDir } from "../../testkit/project"
import { wordsOf } from "./support/words"

const site = wranglerServer
/** The editor's Git host, as the build under test had it (unset in the tests' own build). */
const cmsBackend = backendFromEnvironment()
const { headings, languages } = readExpectations()

/** Every page: each one's heading, with the news archive's further pages. */
const pages = new Map(headings)
for (const locale of locales) {
  const archivePages = Math.ceil(languages[locale].archive.length / newsArchiveRoute.perPage)
  for (let number = 2; number <= archivePages; number++) {
    pages.set(localizedPath(locale, newsArchiveRoute.path(number)), languages[locale].copy.newsListTitle)
  }
}

/** What the policy must say on every page the site's own code draws, whatever else it allows. */
const strictDirectives = ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'"]

const securityHeaders = {
  "strict-transport-security": /^max-age=\d{7,}/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  "cross-origin-opener-policy": /^same-origin$/,
}
/** The editor keeps its sign-in window's handle back to it (cmsOpenerPolicy). */
const cmsSecurityHeaders = { ...securityHeaders, "cross-origin-opener-policy": /^same-origin-allow-popups$/ }

const revalidate = "public, max-age=0, must-revalidate"
const immutable = "public, max-age=31536000, immutable"

/** The directives of a Content-Security-Policy header: name → sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map(part => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  )
}

/** Checks the security headers of `response`, and that its policy is strict: no inline script but by hash, no eval. */
function expectSecurityHeaders(response: Response | null, what: string) {
  const headers = response?.headers() ?? {}
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name], `${what}: ${name}`).toMatch(value)
  const policy = headers["content-security-policy"]
  for (const directive of strictDirectives) expect(policy, what).toContain(directive)
  const scripts = directives(policy).get("script-src") ?? []
  expect(scripts, `${what}: script-src`).toContain("'self'")
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-inline'")
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-eval'")
  expect(
    scripts.some(source => source.startsWith("'sha256-")),
    `${what}: script-src allows the build's scripts by hash`,
  ).toBe(true)
}

/**
 * Every page records the policy violations its documents report (frames included), besides the problems every
 * test records (support/fixtures.ts): whatever else a test checks, it fails on one.
 */
const test = base.extend<{ violations: string[] }>({
  violations: [
    async ({ page }, use) => {
      const violations: string[] = []
      await page.exposeBinding("__reportViolation", (_source, text: string) => violations.push(text))
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", event =>
          (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
            `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} in ${event.sourceFile}:${event.lineNumber}`,
          ),
        ),
      )
      await use(violations)
      expect(violations, "Content-Security-Policy violations").toEqual([])
    },
    { auto: true },
  ],
})

/** What Chromium prints when a policy refuses something. */
const refusedByPolicy = (text: string) => /Content Security Policy|Refused to/i.test(text)

/** Marks the document, to tell afterwards that the page changed without loading a new one. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1))
const documentMarked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1)

test.describe("every page @content", () => {
  for (const [path, heading] of pages) {
    test(`${path}: security headers, and it runs under its policy with no console error`, async ({
      page,
      problems,
    }) => {
      const response = await visit(page, site + path)
      expect(response?.status()).toBe(200)
      expectSecurityHeaders(response, path)
      expect(response?.headers()["cache-control"]).toBe(revalidate)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
      expect(problems).toEqual(noProblems)
    })
  }
})

for (const locale of locales) {
  const home = localizedPath(locale, homePath)
  const words = wordsOf(locale)

  test.describe(`${home}, as a visitor uses it @content`, () => {
    test("a tap hydrates an island, then a link in it moves on without loading a page", async ({ page, problems }) => {
      await visit(page, site + home)
      const newsPath = localizedPath(locale, newsArchiveRoute.path(1))
      const link = page.locator(`main a[href="${newsPath}"]`).first()
      const island = link.locator("xpath=ancestor::div[@data-hydrate][1]")
      await expect(island).toHaveCount(1)
      const toggle = island.locator("summary").first()
      await toggle.scrollIntoViewIfNeeded()
      await toggle.click()
      // The browser answered the tap, which also brought the island's code: it has hydrated.
      await expect(toggle.locator("+ *")).toBeVisible()
      await waitForIslands(island)

      await markDocument(page)
      await link.click()
      await expect(page).toHaveURL(url => url.pathname === newsPath)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(languages[locale].copy.newsListTitle)
      expect(await documentMarked(page), "the same document, moved on by the site's router").toBe(true)
      expect(problems).toEqual(noProblems)
    })

    test("the carousel loads Swiper, the form prepares its email, the service worker registers", async ({
      page,
      problems,
    }) => {
      await visit(page, site + home)
      const next = page.locator(".swiper-slide").first().getByText(words.carousel.next, { exact: true })
      if (languages[locale].slides.length > 1) {
        await next.click()
        await expect(page.locator(".swiper-initialized")).toHaveCount(1)
      } else {
        await expect(next).not.toHaveAttribute("href")
      }

      const form = page.locator("#contact")
      await form.getByLabel(words.appointment.name, { exact: true }).fill("Amina Hassan")
      await form.getByLabel(words.appointment.email, { exact: true }).fill("amina@example.com")
      await form.getByLabel(words.appointment.message, { exact: true }).fill("A dental check-up next week, please.")
      // Before its island hydrates, Send submits the form as HTML does; this checks the script's email under the CSP.
      await waitForIslands(form.locator("[data-hydrate]"))
      await form.getByRole("button", { name: words.appointment.send, exact: true }).click()
      await expect(form.getByRole("link", { name: words.appointment.openEmailAgain })).toHaveAttribute(
        "href",
        /^mailto:/,
      )

      const worker = await page.evaluate(() => navigator.serviceWorker.ready.then(ready => ready.active?.scriptURL))
      expect(new URL(worker ?? "", site).pathname).toBe(serviceWorkerPath)
      expect(problems).toEqual(noProblems)
    })

    test("search runs Pagefind and its wasm on the page under the policy, its hashed files cached for a year", async ({
      page,
      problems,
    }) => {
      const served: Response[] = []
      page.on("response", response => served.push(response))
      await visit(page, site + home)
      await page.getByRole("link", { name: words.search.open }).click()
      const service = languages[locale].servicePages[0]
      await page.getByRole("searchbox", { name: words.search.input }).fill(service.title)
      const results = page.getByRole("list", { name: words.search.results })
      await expect(results.getByRole("link", { name: service.title })).toBeVisible()

      const index = served.filter(response => new URL(response.url()).pathname.startsWith(searchIndexPath))
      const files = index.map(response => new URL(response.url()).pathname)
      expect(files).toContain(`${searchIndexPath}pagefind.js`)
      expect(files.some(file => searchHashedFile.test(file))).toBe(true)
      for (const response of index) {
        const file = new URL(response.url()).pathname
        expect({ file, cache: response.headers()["cache-control"] }).toEqual({
          file,
          cache: searchHashedFile.test(file) ? immutable : revalidate,
        })
      }
      expect(problems).toEqual(noProblems)
    })
  })
}

test("the page's files are cached for a year when their names change with them, and the rest revalidate", async ({
  page,
  request,
}) => {
  const served: Response[] = []
  page.on("response", response => served.push(response))
  await visit(page, site + homePath)
  const files = served.filter(response => /\.(js|css|jpe?g|png|webp|avif)$/.test(new URL(response.url()).pathname))
  expect(files.length).toBeGreaterThan(0)
  for (const response of files) {
    const file = new URL(response.url()).pathname
    const hashed = file.startsWith("/static/") || contentHashedName.test(file)
    expect({ file, cache: response.headers()["cache-control"] }).toEqual({
      file,
      cache: hashed ? immutable : revalidate,
    })
    expect(response.headers()["x-content-type-options"], file).toBe("nosniff")
  }
  expect(files.some(response => response.headers()["cache-control"] === immutable)).toBe(true)

  const dataFiles = [
    serviceWorkerPath,
    "/page-data/app-data.json",
    "/page-data/index/page-data.json",
    "/rss.xml",
    "/sitemap-index.xml",
    ...locales.map(locale => localizedPath(locale, "/rss.xml")),
  ]
  for (const file of dataFiles) {
    const response = await request.get(site + file)
    expect({ file, status: response.status(), cache: response.headers()["cache-control"] }).toEqual({
      file,
      status: 200,
      cache: revalidate,
    })
  }
})

test.describe("Google Maps under the policy", () => {
  // The tests' build has no Maps key, so here a page gets the policy a keyed build gets (publicPolicy with the build's
  // hashes) and loads Maps' script and a tile itself; the test answers Google's hosts, so nothing leaves the machine.
  const mapsScript = "https://maps.googleapis.com/maps/api/js?key=test-key"
  const mapTile = "https://maps.gstatic.com/mapfiles/tile.png"
  const otherScript = "https://scripts.example.org/tracker.js"
  const onePixel = Buffer.from("R0lGODlhAQABAAAAACH5BAEAAAAALAAAAAABAAEAAAI=", "base64")

  /** Opens the offline page under the policy a build with a key, or without one (the build's own), sends. */
  async function openWithPolicy(page: Page, withKey: boolean) {
    await page.route(site + offlinePath, async route => {
      const response = await route.fetch()
      const served = directives(response.headers()["content-security-policy"])
      const scriptHashes = (served.get("script-src") ?? []).filter(source => source.startsWith("'sha256-"))
      const policy = policyText(publicPolicy({ scriptHashes, googleMaps: withKey }))
      await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": policy } })
    })
    await page.route(mapsScript, route => route.fulfill({ contentType: "text/javascript", body: "" }))
    await page.route(mapTile, route => route.fulfill({ contentType: "image/gif", body: onePixel }))
    await page.route(otherScript, route => route.fulfill({ contentType: "text/javascript", body: "" }))
    await visit(page, site + offlinePath)
  }

  /** Whether the page could load `url` as a script, or as a picture. */
  const loads = (page: Page, url: string, as: "script" | "img") =>
    page.evaluate(
      ([url, as]) =>
        new Promise<boolean>(resolve => {
          const element = document.createElement(as)
          element.onload = () => resolve(true)
          element.onerror = () => resolve(false)
          element.src = url
          document.body.append(element)
        }),
      [url, as] as const,
    )

  test("with a key, the policy lets the map load Google's script and tiles, and still no other host", async ({
    page,
    violations,
  }) => {
    await openWithPolicy(page, true)
    expect(await loads(page, mapsScript, "script")).toBe(true)
    expect(await loads(page, mapTile, "img")).toBe(true)
    expect(violations).toEqual([])

    expect(await loads(page, otherScript, "script")).toBe(false)
    await expect
      .poll(() => violations)
      .toEqual([expect.stringMatching(/^script-src(-elem)? blocked https:\/\/scripts\.example\.org/)])
    // Refused on purpose: the check after the test would fail it.
    violations.length = 0
  })

  test("without a key, the policy refuses Google's script", async ({ page, violations }) => {
    await openWithPolicy(page, false)
    expect(await loads(page, mapsScript, "script")).toBe(false)
    await expect
      .poll(() => violations)
      .toEqual([expect.stringMatching(/^script-src(-elem)? blocked https:\/\/maps\.googleapis\.com/)])
    violations.length = 0
  })
})

test.describe("redirects @content", () => {
  for (const { from, to } of redirectRoutes) {
    for (const address of new Set([from.replace(/\/$/, ""), from])) {
      test(`${address} answers a real 301 to ${to}`, async ({ request }) => {
        const response = await request.get(site + address, { maxRedirects: 0 })
        expect({ status: response.status(), location: response.headers()["location"] }).toEqual({
          status: 301,
          location: to,
        })
      })
    }
    test(`${from} lands on ${to} in the browser, under its policy`, async ({ page, problems }) => {
      await page.goto(site + from)
      await expect(page).toHaveURL(url => url.pathname === to)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings.get(to) ?? "")
      expect(problems).toEqual(noProblems)
    })
  }

  /** What a 404 answer itself prints in Chromium's console; nothing else may be there. */
  const notFoundLoads = (problems: Problems) => problems.consoleErrors.filter(text => !/status of 404/.test(text))

  for (const address of ["/no-such-page/", ...privatePrefixes.map(p => `${p}no-such-screen`), "/sw/no-such-page/"]) {
    test(`${address} answers 404, then ends on ${notFoundRedirect.to}`, async ({ page, problems }) => {
      const response = await page.goto(site + address)
      expect(response?.status()).toBe(404)
      expectSecurityHeaders(response, address)
      await expect(page).toHaveURL(url => url.pathname === notFoundRedirect.to)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings.get(notFoundRedirect.to) ?? "")
      expect({ ...problems, consoleErrors: notFoundLoads(problems) }).toEqual(noProblems)
    })
  }
})

test.describe("the editor at /cms/", () => {
  test.describe.configure({ mode: "serial" })
  // The editor is for staff at a desk.
  test.use({ viewport: { width: 1280, height: 800 } })

  /** decap-server on the port after the CDN's, saving into a scratch copy of the content, never the repository's. */
  const decapUrl = `http://127.0.0.1:${port(site) + 1}`
  let decap: ChildProcess | undefined
  let scratch = ""

  test.beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "headers-cms-"))
    fs.cpSync(path.join(projectDir, "content"), path.join(scratch, "content"), { recursive: true })
    decap = await startDecapServer(scratch, port(decapUrl))
  })

  test.afterAll(() => {
    decap?.kill()
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
  })

  test("on this computer, with decap-server behind /api/v1, the editor and its preview run under its policy", async ({
    page,
    problems,
  }) => {
    // The CDN serves files only: /api/v1 is passed on to decap-server here, as `npm run cms` does.
    await page.route(`${site}${localBackendPath}**`, async route => {
      const answer = await route.fetch({ url: decapUrl + new URL(route.request().url()).pathname })
      await route.fulfill({ response: answer })
    })
    // Straight to a new article: nothing is saved, and no Markdown file is read.
    const response = await page.goto(`${site}${cmsRoute}#/collections/NewsArticle/new`)
    const policy = directives(response?.headers()["content-security-policy"])
    for (const directive of strictDirectives)
      expect(response?.headers()["content-security-policy"]).toContain(directive)
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'")
    expect(policy.get("connect-src")).toEqual(["'self'", ...gitHostSources(cmsBackend).connect])
    for (const [name, value] of Object.entries(cmsSecurityHeaders)) expect(response?.headers()[name]).toMatch(value)

    await page.getByRole("button", { name: "Login" }).click()
    // The preview draws the article with the site's components in a frame of the editor's page.
    await expect(page.getByText("Writing in SW")).toBeVisible()
    await page.getByTitle("Toggle preview").click()
    const title = "An article drawn under the editor's policy"
    await page.getByLabel("Title").first().fill(title)
    await expect(page.frameLocator("iframe").getByRole("heading", { level: 1, name: title })).toBeVisible()
    // Decap logs errors of its own: as it reads the Markdown files (gray-matter looks for Node's Buffer, which the
    // editor's bundle lacks), and for collections without a title field. Those are the editor's, not its policy's;
    // the policy's refusals are console errors too, and none may be there.
    expect({ ...problems, consoleErrors: problems.consoleErrors.filter(refusedByPolicy) }).toEqual(noProblems)
  })

  test("on a public address: the Git host's login, or, not connected, a plain message and no login", async ({
    page,
    problems,
  }) => {
    // The built page as the CDN would answer it at the hospital's address.
    const publicHost = "https://hospital.example"
    await page.route(`${publicHost}/**`, async route => {
      const url = new URL(route.request().url())
      await route.fulfill({ response: await route.fetch({ url: site + url.pathname }) })
    })
    await page.goto(publicHost + cmsRoute)
    if (cmsBackend) {
      // Built with CMS_BACKEND: the Git host's login, under the policy (Decap's own errors aside, as above).
      await expect(page.getByRole("button", { name: /^Login with / })).toBeVisible()
      expect({ ...problems, consoleErrors: problems.consoleErrors.filter(refusedByPolicy) }).toEqual(noProblems)
    } else {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notConnectedWords.title)
      await expect(page.getByText("docs/it.md")).toBeVisible()
      await expect(page.getByRole("button")).toHaveCount(0)
      expect(problems).toEqual(noProblems)
    }
  })
})
