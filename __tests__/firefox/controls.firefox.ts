/**
 * The controls that work from the HTML alone, in a second engine: Debian's Firefox ESR (Gecko, the engine of KaiOS
 * phones) at phone width, driven by puppeteer-core over WebDriver BiDi, with JavaScript on and off, in both languages.
 * Runs against the build in public/ (`npm run build` first): `npm run test:firefox`.
 */
import assert from "node:assert/strict"
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import { after, before, describe, test } from "node:test"
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core"
import handler from "serve-handler"
import { readExpectations } from "../../testkit/expectations"
import { locales, type Locale } from "../../src/model/locales"
import { homePath, localizedPath } from "../../src/model/routes"
import { whatsappOrigin } from "../../src/model/whatsapp"
import { whatsappNumber } from "../../src/site/components/ContactLinks/phone"
import { publicDir } from "../e2e/support/project"
import { wordsOf } from "../e2e/support/words"

const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"
if (!fs.existsSync(firefoxPath)) {
  console.error(`No Firefox at ${firefoxPath}: run \`apt-get install firefox-esr\`, or set FIREFOX_PATH.`)
  process.exit(1)
}
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(`No build in ${publicDir}: run \`npm run build\` before the Firefox tests.`)
  process.exit(1)
}

const phone = { width: 375, height: 740 }
const content = readExpectations()
/** Where Firefox hands a mailto: address: a "mail app" on the test's own server, which records it. */
const mailAppPath = "/mail-app"
const typed = { name: "Amina Hassan", email: "amina@example.com" }
const messages: Record<Locale, string> = {
  en: "Any morning next week, please.",
  sw: "Asubuhi yoyote wiki ijayo, tafadhali.",
}

let base = ""
const mailtoAsked: string[] = []
// Any free port: other checkouts on this machine run their tests at the same time.
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost")
  if (url.pathname !== mailAppPath) return handler(request, response, { public: publicDir })
  mailtoAsked.push(url.searchParams.get("uri") ?? "")
  response.end("mail app")
})

before(async () => {
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
after(() => {
  server.closeAllConnections()
  return new Promise(resolve => server.close(resolve))
})

/**
 * Firefox ESR with a profile of its own: mailto: goes to the mail app above, the screen prefers reduced motion (the
 * carousel then never moves by itself) and every request but to this machine goes to a proxy that is not there.
 * JavaScript is switched off by a preference: Firefox's BiDi has no command for it (page.setJavaScriptEnabled).
 */
function launchFirefox(javaScript: boolean, profile: string): Promise<Browser> {
  const mailApp = { name: "Mail app", uriTemplate: `${base}${mailAppPath}?uri=%s` }
  const handlers = {
    defaultHandlersVersion: {},
    mimeTypes: {},
    schemes: { mailto: { action: 2, ask: false, handlers: [mailApp] } },
  }
  fs.writeFileSync(path.join(profile, "handlers.json"), JSON.stringify(handlers))
  return puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    userDataDir: profile,
    defaultViewport: phone,
    extraPrefsFirefox: {
      "javascript.enabled": javaScript,
      "ui.prefersReducedMotion": 1,
      "network.proxy.type": 1,
      "network.proxy.http": "127.0.0.1",
      "network.proxy.http_port": 9,
      "network.proxy.ssl": "127.0.0.1",
      "network.proxy.ssl_port": 9,
    },
  })
}

/**
 * Waits until `check` holds, asking from here: with JavaScript off Firefox runs no timer or frame in the page, so
 * page.waitForFunction never asks twice.
 */
async function poll(description: string, check: () => unknown, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout
  while (!(await check())) {
    if (Date.now() > end) assert.fail(`Not after ${timeout} ms: ${description}`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}

/** Waits until `condition`, run in the page with `args`, is true. */
function until(
  page: Page,
  description: string,
  condition: (...args: string[]) => boolean,
  ...args: string[]
): Promise<void> {
  return poll(description, () => page.evaluate(condition, ...args))
}

/** The one element that `find`, run in the page, returns; fails with `description` if there is none. */
async function element(
  page: Page,
  description: string,
  find: (...args: string[]) => Element | null | undefined,
  ...args: string[]
): Promise<ElementHandle<Element>> {
  const found = (await page.evaluateHandle(find, ...args)).asElement()
  assert.ok(found, `Not on the page: ${description}`)
  return found as ElementHandle<Element>
}

/**
 * Taps the middle of `target` once it is in the middle of the screen. Puppeteer's own click first waits for an
 * IntersectionObserver, whose answer never comes with JavaScript off.
 */
async function tap(page: Page, target: ElementHandle<Element>): Promise<void> {
  await target.evaluate(node => node.scrollIntoView({ block: "center", inline: "nearest" }))
  const box = await target.boundingBox()
  assert.ok(box, "the element takes no room on the screen")
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** Types `text` into the form's field named `name`, as a visitor does, so the browser's checks apply to it. */
async function type(page: Page, name: string, text: string): Promise<void> {
  const field = await element(
    page,
    `the field ${name}`,
    field => document.querySelector(`#contact [name="${field}"]`),
    name,
  )
  await field.evaluate(node => (node as HTMLElement).focus())
  await page.keyboard.type(text)
}

/** The home page in `locale`, once React has hydrated it where JavaScript runs. */
async function openHome(browser: Browser, locale: Locale, javaScript: boolean): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(base + localizedPath(locale, homePath))
  if (javaScript)
    await until(
      page,
      "React has hydrated the page",
      () => performance.getEntriesByName("onInitialClientRender").length > 0,
    )
  return page
}

/**
 * Where JavaScript runs, brings the form near, so that its section hydrates, and waits until it has: from then on
 * React checks the fields and sends the request, not the browser.
 */
async function formReady(page: Page, javaScript: boolean): Promise<void> {
  if (!javaScript) return
  await page.evaluate(() => document.getElementById("contact")?.scrollIntoView())
  await until(
    page,
    "the form has hydrated",
    () => document.querySelector<HTMLFormElement>("#contact form")?.noValidate === true,
  )
}

/** Records the addresses the next tab opened asks for. They never load: the proxy they go to is not there. */
function recordNextTab(browser: Browser): string[] {
  const asked: string[] = []
  browser.once("targetcreated", async target => {
    const tab = await target.page()
    tab?.on("request", request => {
      if (/^https?:/.test(request.url())) asked.push(request.url())
    })
  })
  return asked
}

/** The navbar's menu button (at phone width), and whether the menu it opens shows. */
const menuButton = (page: Page) =>
  element(page, "the menu button", () => document.querySelector('button[aria-controls="public-menu"]'))
const menuShown = () => document.getElementById("public-menu")?.checkVisibility() === true
const menuHidden = () => document.getElementById("public-menu")?.checkVisibility() === false
/** The menu button's name: the title of whichever of its two icons shows. */
const menuButtonLabel = () =>
  [...document.querySelectorAll('button[aria-controls="public-menu"] svg')]
    .find(icon => icon.checkVisibility())
    ?.querySelector("title")?.textContent

/** A button of the appointment form, by its words. */
const formButton = (page: Page, label: string) =>
  element(
    page,
    `the button "${label}"`,
    words => [...document.querySelectorAll("#contact button")].find(button => button.textContent?.trim() === words),
    label,
  )

for (const javaScript of [true, false]) {
  describe(`Firefox ESR, JavaScript ${javaScript ? "on" : "off"}`, () => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "firefox-controls-"))
    let browser: Browser | undefined
    before(async () => {
      browser = await launchFirefox(javaScript, profile)
    })
    after(async () => {
      await browser?.close()
      fs.rmSync(profile, { recursive: true, force: true })
    })
    const pages: Page[] = []
    const open = async (locale: Locale) => {
      assert.ok(browser, "Firefox did not start")
      const page = await openHome(browser, locale, javaScript)
      pages.push(page)
      return page
    }
    const closePages = async () => {
      await Promise.all(pages.splice(0).map(page => page.close().catch(() => undefined)))
    }

    for (const locale of locales) {
      const words = wordsOf(locale)
      const { copy, site } = content.languages[locale]

      describe(`/${locale === "en" ? "" : `${locale}/`}`, { timeout: 60_000 }, () => {
        after(closePages)

        test("the menu opens by its button, and closes with Escape and with a second tap", async () => {
          const page = await open(locale)
          const button = await menuButton(page)
          assert.equal(await page.evaluate(menuButtonLabel), words.navbar.menu)
          assert.equal(await page.evaluate(menuShown), false)

          await tap(page, button)
          await until(page, "the menu shows", menuShown)
          assert.equal(await page.evaluate(menuButtonLabel), words.navbar.closeMenu)
          await page.keyboard.press("Escape")
          await until(page, "Escape hides the menu", menuHidden)

          await tap(page, button)
          await until(page, "the menu shows again", menuShown)
          await tap(page, button)
          await until(page, "a second tap hides the menu", menuHidden)
          assert.equal(await page.evaluate(menuButtonLabel), words.navbar.menu)
        })

        test("a dropdown of the menu opens and shows its links", async () => {
          const page = await open(locale)
          await tap(page, await menuButton(page))
          await until(page, "the menu shows", menuShown)
          const summary = await element(
            page,
            `the dropdown "${words.navbar.services}"`,
            label =>
              [...document.querySelectorAll('#public-menu details[name="navbar-dropdown"] > summary')].find(
                summary => summary.textContent?.trim() === label,
              ),
            words.navbar.services,
          )
          const firstLinkShown = (node: Element) =>
            node.parentElement instanceof HTMLDetailsElement &&
            node.parentElement.open &&
            node.parentElement.querySelector("a")?.checkVisibility() === true
          assert.equal(await summary.evaluate(firstLinkShown), false)
          await tap(page, summary)
          await poll("the dropdown is open and shows its first link", () => summary.evaluate(firstLinkShown))
        })

        test("Read More opens and shows the full text", async () => {
          const page = await open(locale)
          const summary = await element(
            page,
            `a "${words.expandable.readMore}" in the page's main part`,
            label =>
              [...document.querySelectorAll("main details > summary")].find(
                summary => summary.querySelector('[aria-hidden="true"]')?.textContent === label,
              ),
            words.expandable.readMore,
          )
          const fullTextShown = (node: Element) => {
            const full = node.parentElement?.querySelector(":scope > :not(summary)")
            return full?.checkVisibility() === true && (full.textContent?.trim().length ?? 0) > 0
          }
          assert.equal(await summary.evaluate(fullTextShown), false)
          await tap(page, summary)
          await poll("the full text shows", () => summary.evaluate(fullTextShown))
          const shownLabel = await summary.evaluate(
            node =>
              [...node.querySelectorAll('[aria-hidden="true"]')].find(label => label.checkVisibility())?.textContent,
          )
          assert.equal(shownLabel, words.expandable.showLess)
        })

        test("the carousel's Next link shows the slide it names", async () => {
          const page = await open(locale)
          const next = await element(
            page,
            `the first slide's "${words.carousel.next}" link`,
            label =>
              [...document.querySelectorAll(".swiper-wrapper > .swiper-slide:first-child a[href^='#']")].find(
                link => link.textContent?.trim() === label,
              ),
            words.carousel.next,
          )
          const slideInView = (link: Element) => {
            const row = link.closest(".swiper-wrapper")
            const slide = document.getElementById(link.getAttribute("href")?.slice(1) ?? "")
            if (!row || !slide || row.scrollLeft === 0) return false
            return Math.abs(slide.getBoundingClientRect().left - row.getBoundingClientRect().left) < 2
          }
          assert.equal(await next.evaluate(slideInView), false)
          await tap(page, next)
          await poll("the row has scrolled to the slide Next names", () => next.evaluate(slideInView))
        })

        test("Send on WhatsApp asks wa.me for a chat with the hospital's number and the typed message", async () => {
          const page = await open(locale)
          await formReady(page, javaScript)
          await type(page, "name", typed.name)
          await type(page, "text", messages[locale])
          const asked = recordNextTab(page.browser())
          await tap(page, await formButton(page, words.appointment.sendOnWhatsapp))
          await poll("a new tab asks for an address", () => asked.length > 0)
          const url = new URL(asked[0])
          assert.equal(`${url.origin}${url.pathname}`, `${whatsappOrigin}/${whatsappNumber(site.whatsapp)}`)
          assert.ok(url.searchParams.get("text")?.includes(messages[locale]), `no typed message in ${url}`)
        })

        test("Send hands the request to the mail app: a mailto: form, sent as POST in plain text", async () => {
          const page = await open(locale)
          const form = await page.evaluate(() => {
            const form = document.querySelector<HTMLFormElement>("#contact form")
            return form && { action: form.getAttribute("action"), method: form.method, enctype: form.enctype }
          })
          assert.ok(form, "no form in #contact")
          assert.ok(form.action?.startsWith(`mailto:${site.email}?`), `the form goes to ${form.action}`)
          assert.deepEqual([form.method, form.enctype], ["post", "text/plain"])

          await formReady(page, javaScript)
          const askedBefore = mailtoAsked.length
          await type(page, "name", typed.name)
          await type(page, "email", typed.email)
          await type(page, "text", messages[locale])
          await tap(page, await formButton(page, words.appointment.send))
          await poll("the mail app is asked to write an email", () => mailtoAsked.length > askedBefore)
          const email = new URL(mailtoAsked[askedBefore])
          assert.equal(email.protocol, "mailto:")
          assert.equal(decodeURIComponent(email.pathname), site.email)
          assert.ok(email.searchParams.get("subject")?.startsWith(copy.appointmentSubject), `subject of ${email}`)
          assert.ok(email.searchParams.get("body")?.includes(messages[locale]), `no typed message in ${email}`)
        })
      })
    }
  })
}
