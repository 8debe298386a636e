import fs from "fs"
import path from "path"
import type { BrowserContext, Page } from "@playwright/test"
import { WorkerOptions, essentialPages, precacheFiles, serviceWorkerFile } from "../../src/node/publish/service-worker"
import {
  cmsRoute,
  homePath,
  localizedPath,
  newsArchiveRoute,
  offlinePath,
  serviceWorkerPath,
} from "../../src/model/routes"
import { extensionRoutes, notKeptPrefixes } from "../../src/registry"
import { serviceHours } from "../../src/site/components/OpeningHours/hours"
import { readExpectations } from "../../testkit/expectations"
import { defaultLocale, locales } from "../../src/model/locales"
import { expect, test, visit } from "./support/fixtures"
import { publicDir, servers } from "./support/project"
import { projectDir } from "../../testkit/project"
import { WorkerHost, startWorkerHost } from "./support/worker-host"
import { wordsOf } from "./support/words"

const base = servers.static
const { languages } = readExpectations()

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

for (const locale of locales) {
  const { news, offline, servicePages, site } = languages[locale]
  const home = localizedPath(locale, homePath)
  const offlinePage = localizedPath(locale, offlinePath)
  const essentials = [home, ...servicePages.map(page => page.path), offlinePage]

  test(`after one visit to ${home}, it, its service pages and its offline page open with no connection @content`, async ({
    page,
    context,
  }) => {
    await visit(page, base + home)
    // The worker keeps the essentials while it installs, and takes over once it is ready.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))

    await context.setOffline(true)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)

    for (const path of essentials) {
      const response = await page.goto(base + path)
      expect(response?.fromServiceWorker(), path).toBe(true)
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached()
    }
    for (const service of servicePages) {
      await page.goto(base + service.path)
      await expect(page.getByRole("heading", { level: 1, name: service.title })).toBeVisible()
      // Its scripts were kept too: React takes over the page as it would online.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length))
        .toBeGreaterThan(0)
    }
  })

  // An article of this language never opened before; without one, this language's second archive page (not kept).
  const unvisited = news[0]?.path ?? localizedPath(locale, "/news/2/")
  test(`a ${locale} page never opened before sends the visitor, offline, to ${offlinePage}, with the phone, WhatsApp, emergency line, hours and address @content`, async ({
    page,
    context,
  }) => {
    const words = wordsOf(locale).contact
    await visit(page, base + home)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await context.setOffline(true)

    await page.goto(base + unvisited)
    await expect(page).toHaveURL(url => url.pathname === offlinePage)
    await expect(page.locator("html")).toHaveAttribute("lang", locale)
    await expect(page.getByRole("heading", { level: 1, name: offline.title })).toBeVisible()
    const main = page.getByRole("main")
    await expect(main.getByRole("link", { name: new RegExp(`^${escape(words.emergency)}`) })).toContainText(
      site.emergencyPhone,
    )
    await expect(main.getByRole("link", { name: new RegExp(`^${escape(words.call)}`) })).toContainText(site.phone)
    await expect(main.getByRole("link", { name: /^WhatsApp/ })).toContainText(site.whatsapp)
    await expect(main.getByText(site.address)).toBeVisible()
    // Each service with its hours; one whose hours are not published yet is left out.
    for (const service of servicePages) {
      const heading = main.getByRole("heading", { level: 3, name: service.title })
      if (serviceHours(site.openingHours, service.slug).length > 0) await expect(heading).toBeVisible()
      else await expect(heading).toHaveCount(0)
    }
  })
}

// What the worker does when keeping a copy goes wrong, when the network is slow, and when it is replaced or retired.
// Each test has the build on a host of its own, whose /sw.js is the build's or, standing in for another build, the
// one the build would write with other settings (serviceWorkerFile): no second build.
test.describe("the service worker", () => {
  const home = localizedPath(defaultLocale, homePath)
  const servicePaths = locales.flatMap(locale => languages[locale].servicePages.map(page => page.path))
  const workerFile = (options?: WorkerOptions) => serviceWorkerFile(projectDir, servicePaths, options)
  /** Every language's first news page: pages that are not essentials, in any build. */
  const newsPages = locales.map(locale => localizedPath(locale, newsArchiveRoute.path(1)))
  const isPicture = (path: string) => /^\/static\/.+\.(avif|webp|jpe?g|png|gif|svg)$/.test(path)

  let host: WorkerHost
  test.beforeEach(async () => {
    host = await startWorkerHost()
  })
  test.afterEach(() => host.close())

  /** Opens `path` and waits until a worker looks after the page. */
  async function visitWithWorker(page: Page, path: string) {
    await visit(page, host.url + path)
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  }

  /** The names of the site's caches, and the paths of what they hold. */
  const cacheContents = (page: Page) =>
    page.evaluate(async () => {
      const names = await caches.keys()
      const requests = await Promise.all(names.map(name => caches.open(name).then(cache => cache.keys())))
      return { names, paths: requests.flat().map(request => new URL(request.url).pathname) }
    })

  /** From now on the network's copy of `path` carries an element with the test id `marker`. */
  const markPage = (context: BrowserContext, path: string, marker: string) =>
    context.route(host.url + path, async route => {
      const response = await route.fetch()
      const body = (await response.text()).replace("</body>", `<p data-testid="${marker}"></p></body>`)
      await route.fulfill({ response, body })
    })

  // Stands in for a device that fills up once the worker is at work: from then on writing into the cache storage,
  // or opening a cache at all, fails as it does on a full device.
  const fullDevice = (failing: "Cache.prototype.put" | "CacheStorage.prototype.open") => `
    const full = () => self.serviceWorker.state === "activated"
    const original = ${failing}
    ${failing} = function (...args) {
      return full() ? Promise.reject(new DOMException("Quota exceeded", "QuotaExceededError")) : original.apply(this, args)
    }
  `
  for (const failing of ["Cache.prototype.put", "CacheStorage.prototype.open"] as const) {
    test(`with a full device (${failing} fails), an online visitor gets the network's pages @desktop`, async ({
      page,
      context,
    }) => {
      host.serveWorker(fullDevice(failing) + workerFile())
      await visitWithWorker(page, home)

      // A kept page: the network's copy, not the kept one.
      await markPage(context, home, "from-network")
      await page.goto(host.url + home)
      await expect(page.getByTestId("from-network")).toBeAttached()

      // A page never kept: itself, not the offline page, with its scripts.
      await visit(page, host.url + newsPages[0])
      expect(new URL(page.url()).pathname).toBe(newsPages[0])
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible()
    })
  }

  // How long the worker waits (pageWaitMs) is the unit test's (service-worker.test.ts), on a fake clock.
  test("a kept page the network does not answer is shown from the copy @desktop", async ({ page, context }) => {
    await visitWithWorker(page, home)
    // The network takes the request, and never answers.
    await context.route(host.url + home, () => undefined)
    const response = await page.goto(host.url + home, { waitUntil: "commit" })
    expect(response?.fromServiceWorker()).toBe(true)
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached()
  })

  test("keeps only the newest pages and pictures beyond the essentials, which all stay @desktop", async ({
    page,
    context,
  }) => {
    const limits = { keptPages: 1, keptPictures: 1 }
    host.serveWorker(workerFile(limits))
    const picturesFetched = new Set<string>()
    context.on("request", request => {
      const path = new URL(request.url()).pathname
      if (request.serviceWorker() && isPicture(path)) picturesFetched.add(path)
    })
    await visitWithWorker(page, home)
    // Now through the worker: the home page's pictures, then one news page after another.
    await visit(page, host.url + home)
    for (const newsPage of newsPages) await visit(page, host.url + newsPage)
    expect(picturesFetched.size, "pictures the worker fetched").toBeGreaterThan(limits.keptPictures)

    const precache = new Set(precacheFiles(publicDir, essentialPages(servicePaths).pages))
    const newest = newsPages[newsPages.length - 1]
    await expect
      .poll(async () => {
        const { paths } = await cacheContents(page)
        const beyond = paths.filter(path => !precache.has(path) && !path.endsWith(".js"))
        return {
          essentials: [...precache].every(path => paths.includes(path)),
          pages: beyond.filter(path => !path.startsWith("/page-data/") && !path.startsWith("/static/")),
          pageData: beyond.filter(path => path.endsWith("/page-data.json")),
          pictures: beyond.filter(isPicture).length,
        }
      })
      .toEqual({
        essentials: true,
        pages: [newest],
        pageData: [`/page-data${newest}page-data.json`],
        pictures: limits.keptPictures,
      })
  })

  test("leaves the CMS, its bundle and the demonstration screens to the browser, and keeps none of them @desktop", async ({
    page,
    context,
  }) => {
    const isNotKept = (path: string) => notKeptPrefixes.some(prefix => path.startsWith(prefix))
    const throughWorker: string[] = []
    context.on("request", request => {
      const path = new URL(request.url()).pathname
      if (request.serviceWorker() && isNotKept(path)) throughWorker.push(path)
    })
    await visitWithWorker(page, home)

    // The CMS page and its scripts, asked for as its page asks for them (its editor itself needs a backend).
    const cmsScripts = fs.readdirSync(path.join(publicDir, cmsRoute)).filter(file => file.endsWith(".js"))
    const cmsFiles = [cmsRoute, ...cmsScripts.map(file => `${cmsRoute}${file}`)]
    const answered = await page.evaluate(
      files => Promise.all(files.map(file => fetch(file).then(response => response.ok))),
      cmsFiles,
    )
    expect(answered).toEqual(cmsFiles.map(() => true))
    // The first screen under each other prefix, from the route list.
    for (const prefix of notKeptPrefixes.filter(prefix => prefix !== cmsRoute)) {
      const screen = extensionRoutes.find(route => route.path.startsWith(prefix))
      if (!screen) throw new Error(`no route under ${prefix}`)
      const response = await page.goto(host.url + screen.path)
      expect(response?.fromServiceWorker(), screen.path).toBe(false)
    }

    expect(throughWorker).toEqual([])
    expect((await cacheContents(page)).paths.filter(isNotKept)).toEqual([])
  })

  test("a visitor of one build who comes back after the next gets the next, and offline its copies @desktop", async ({
    page,
    context,
  }) => {
    // What this test takes for the next build is the build's own worker with another cache name.
    expect(workerFile()).toBe(fs.readFileSync(path.join(publicDir, serviceWorkerPath), "utf8"))
    await visitWithWorker(page, home)
    const { names: before } = await cacheContents(page)
    expect(before).toHaveLength(1)

    // The next build: another cache name, and a home page that changed.
    const next = `${before[0]}-next`
    host.serveWorker(workerFile({ version: next }))
    await markPage(context, home, "next-build")
    await visit(page, host.url + home)
    await expect.poll(async () => (await cacheContents(page)).names).toEqual([next])

    await context.unroute(host.url + home)
    // Requests still pass through a route: Playwright reports a navigation the worker answers only while it routes.
    await context.route(host.url + home, route => route.continue())
    await context.setOffline(true)
    const response = await page.goto(host.url + home)
    expect(response?.fromServiceWorker()).toBe(true)
    await expect(page.getByTestId("next-build")).toBeAttached()
  })

  test("a build that retires the worker empties the caches and removes it; the next build brings it back @desktop", async ({
    page,
  }) => {
    await visitWithWorker(page, home)
    await expect.poll(async () => (await cacheContents(page)).paths).toContain(home)

    host.serveWorker(workerFile({ retire: true }))
    // What the browser does at the next visit: fetch /sw.js again.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then(registration => registration?.update()))
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistrations().then(all => all.length)))
      .toBe(0)
    await expect.poll(async () => (await cacheContents(page)).names).toEqual([])

    // Built again without the flag: the pages register the site's worker again.
    host.serveWorker()
    await visitWithWorker(page, home)
    await expect.poll(async () => (await cacheContents(page)).paths).toContain(home)
  })
})
