import type { Locator, Page, Request } from "@playwright/test"
import { chunkGroupScripts, templateScripts } from "../../gatsby/internals/build-stats"
import { readExpectations } from "../../testkit/expectations"
import { type Locale, locales } from "../../src/model/locales"
import { frameIds } from "../../src/model/heading-ids"
import { bookingRoute, homePath, homeSections, localizedPath } from "../../src/model/routes"
import { whatsappOrigin } from "../../src/model/whatsapp"
import { whatsappUrl } from "../../src/site/components/ContactLinks/phone"
import { expect, test, visit, waitForHydration, waitForIslands } from "./support/fixtures"
import { publicDir, servers } from "./support/project"
import { wordsOf } from "./support/words"

/**
 * Every control of the home page works from its HTML: with JavaScript off, when scripts fail to download (once, or
 * always), offline from the service worker's copy, and when a section's own script throws. At phone width, where
 * the menu is a popover; in every language.
 */

const { languages } = readExpectations()

/** What a patient types into the appointment form: what the email app and WhatsApp must be handed. */
const typed = {
  name: "Amina Hassan",
  email: "amina@example.com",
  message: "I would like a check-up next week, please, in the morning.",
}

/** Whether the page's own script has run and React has hydrated it. */
const hydrated = (page: Page) => page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length > 0)

/** The paths of the scripts the page starts with, as opposed to the sections' code it fetches once it runs. */
const pageScripts = (path: string) => [
  ...(chunkGroupScripts(publicDir, "app") ?? []),
  ...templateScripts(publicDir, path),
]

/**
 * Aborts the first request for each script but those of `letThrough` (paths), and lets every later one through: a
 * phone's mobile data dropping requests. Returns how many times each script it failed was asked for.
 */
async function failFirstTries(page: Page, letThrough: readonly string[] = []) {
  const tries = new Map<string, number>()
  await page.route("**/*.js", route => {
    const url = route.request().url()
    if (letThrough.includes(new URL(url).pathname)) return route.fallback()
    const count = (tries.get(url) ?? 0) + 1
    tries.set(url, count)
    return count === 1 ? route.abort() : route.fallback()
  })
  return tries
}

/**
 * Reads `read` until it gives the same value twice in a row: what moved the thing has stopped. Polled from the test,
 * not in the page, whose own frames do not run with JavaScript off.
 */
async function whenStill<T>(read: () => Promise<T>, message: string): Promise<T> {
  let last: string | undefined
  let value: T | undefined
  await expect
    .poll(
      async () => {
        value = await read()
        const same = JSON.stringify(value) === last
        last = JSON.stringify(value)
        return same
      },
      { message },
    )
    .toBe(true)
  return value as T
}

/** Clicks `target` once it has stopped moving: the bands of the page are laid out as they near the screen. */
async function clickWhenStill(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  await whenStill(() => target.boundingBox(), "the element keeps moving")
  await target.click()
}

/** How the form must answer: from its HTML alone, or either way (its script may or may not be there by then). */
type FormMode = "native" | "any"

/** Checks every control of the open home page of `locale`. */
async function everyControlAnswers(page: Page, locale: Locale, form: FormMode) {
  await menuOpensAndCloses(page, locale)
  await carouselShowsAnotherSlide(page, locale)
  await readMoreOpens(page, locale)
  await fillAppointment(page, locale)
  const mail = await sendByEmail(page, locale)
  const chat = await sendOnWhatsapp(page, locale)
  if (form === "native") {
    // The browser's own submissions: a POST of every field to mailto:, a GET of every field to wa.me.
    expect(mail.method()).toBe("POST")
    expect(chat.searchParams.get("name")).toBe(typed.name)
  }
  await insurersPause(page, locale)
}

/** The menu button opens the menu, and closes it; Escape closes it too. A dropdown in it opens. */
async function menuOpensAndCloses(page: Page, locale: Locale) {
  const words = wordsOf(locale).navbar
  const navbar = page.getByRole("navigation", { name: words.label })
  const menu = page.locator(`#${frameIds.menu}`)
  const open = navbar.getByRole("button", { name: words.menu, exact: true })
  await expect(menu).toBeHidden()
  await open.click()
  await expect(menu).toBeVisible()

  const services = menu.locator("details").filter({ has: page.locator("summary", { hasText: words.services }) })
  const firstService = services.getByRole("link", { name: languages[locale].servicePages[0].title, exact: true })
  await expect(firstService).toBeHidden()
  await services.locator("summary").click()
  await expect(firstService).toBeVisible()

  await navbar.getByRole("button", { name: words.closeMenu, exact: true }).click()
  await expect(menu).toBeHidden()
  await open.click()
  await expect(menu).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(menu).toBeHidden()
}

/**
 * Back or Next of the slide on show brings in its neighbour: the row scrolls by a slide, whose caption is then on
 * screen. The pointer rests on the carousel first, which stops its autoplay: only the click can move it.
 */
async function carouselShowsAnotherSlide(page: Page, locale: Locale) {
  const { site, slides } = languages[locale]
  const words = wordsOf(locale).carousel
  const carousel = page.getByRole("region", { name: site.name, exact: true })
  const row = carousel.locator(".swiper-wrapper")
  const slide = carousel.locator(".swiper-slide")
  await carousel.hover()
  const width = await row.evaluate(element => element.clientWidth)
  const from = Math.round(
    (await whenStill(() => row.evaluate(element => element.scrollLeft), "the row scrolls")) / width,
  )
  const to = from < slides.length - 1 ? from + 1 : from - 1
  const step = slide.nth(from).getByRole("link", { name: to > from ? words.next : words.back, exact: true })
  // With one slide (staff may leave one) there is nowhere to go: Back and Next lead nowhere.
  if (to < 0) return await expect(step).toHaveCount(0)
  await step.click()
  await expect.poll(() => row.evaluate(element => Math.round(element.scrollLeft / element.clientWidth))).toBe(to)
  await expect(slide.nth(to).getByText(slides[to].title, { exact: true })).toBeInViewport()
}

/** A news card's Read More shows the article's full text. */
async function readMoreOpens(page: Page, locale: Locale) {
  const words = wordsOf(locale).expandable
  const card = page.locator(`#${homeSections.news} details`).first()
  const fullText = card.locator(":scope > summary + *")
  await expect(fullText).toBeHidden()
  await clickWhenStill(card.locator("summary"))
  await expect(fullText).toBeVisible()
  await expect(card.getByText(words.showLess, { exact: true })).toBeVisible()
}

const appointmentForm = (page: Page) => page.locator(`#${bookingRoute.anchor} form`)

async function fillAppointment(page: Page, locale: Locale) {
  const words = wordsOf(locale).appointment
  const form = appointmentForm(page)
  await form.getByLabel(words.name, { exact: true }).fill(typed.name)
  await form.getByLabel(words.email, { exact: true }).fill(typed.email)
  await form.getByLabel(words.message, { exact: true }).fill(typed.message)
}

/**
 * Send hands the message to the email app: the browser asks for a mailto: address with the message in its body.
 * Chromium reports that request (a POST from the form itself, a GET from the script) and goes no further.
 */
async function sendByEmail(page: Page, locale: Locale): Promise<Request> {
  const words = wordsOf(locale).appointment
  const requested = page.waitForRequest(request => request.url().startsWith("mailto:"))
  await clickWhenStill(appointmentForm(page).getByRole("button", { name: words.send, exact: true }))
  const request = await requested
  const mail = new URL(request.url())
  expect(decodeURIComponent(mail.pathname)).toBe(languages[locale].site.email)
  expect(mail.searchParams.get("body")).toContain(typed.message)
  return request
}

/**
 * Send on WhatsApp opens wa.me, in a new tab, with the message in `text`. The browser cannot reach wa.me here (every
 * request leaving the machine fails), so the test answers it and reads the address asked for.
 */
async function sendOnWhatsapp(page: Page, locale: Locale): Promise<URL> {
  const words = wordsOf(locale).appointment
  const context = page.context()
  await context.route(`${whatsappOrigin}/**`, route => route.fulfill({ contentType: "text/html", body: "" }))
  const requested = context.waitForEvent("request", request => request.url().startsWith(`${whatsappOrigin}/`))
  await clickWhenStill(appointmentForm(page).getByRole("button", { name: words.sendOnWhatsapp }))
  const chat = new URL((await requested).url())
  expect(`${chat.origin}${chat.pathname}`).toBe(whatsappUrl(languages[locale].site.whatsapp))
  expect(chat.searchParams.get("text")).toContain(typed.message)
  return chat
}

/** The insurers strip's Pause, a switch that needs no script, stops the strip. */
async function insurersPause(page: Page, locale: Locale) {
  const words = wordsOf(locale).insurers
  const section = page.locator(`#${homeSections.insurers}`)
  const track = section.getByTestId("insurers-track")
  const pause = section.locator("label").filter({ hasText: words.pause })
  // With the pointer on the switch, off the strip, which a pointer over it pauses too.
  await pause.scrollIntoViewIfNeeded()
  await pause.hover()
  await expect(track).toHaveCSS("animation-play-state", "running")
  await clickWhenStill(pause)
  await expect(section.getByRole("checkbox", { name: `${words.pause} ${words.strip}` })).toBeChecked()
  await expect(track).toHaveCSS("animation-play-state", "paused")
}

for (const locale of locales) {
  const path = localizedPath(locale, homePath)
  const home = servers.static + path

  test.describe(`${path} with JavaScript off`, () => {
    test.use({ javaScriptEnabled: false })

    test("every control works from the HTML alone @phone @content", async ({ page }) => {
      await page.goto(home)
      await everyControlAnswers(page, locale, "native")
    })
  })

  test.describe(`${path} with scripts that fail to download`, () => {
    // A service worker in control would fetch the scripts itself, where page.route cannot reach.
    test.use({ serviceWorkers: "block" })

    test("the first try of every script fails: every control answers @phone @content", async ({ page }) => {
      const tries = await failFirstTries(page)
      await page.goto(home)
      await everyControlAnswers(page, locale, "any")
      expect(tries.size, "scripts whose first try failed").toBeGreaterThan(0)
    })

    test("the first try of each section's code fails: it is asked for again at the next tap, and every control answers @phone @content", async ({
      page,
    }) => {
      const tries = await failFirstTries(page, pageScripts(path))
      await visit(page, home)
      await everyControlAnswers(page, locale, "any")
      // The form's section, whose code failed once, has it now.
      await waitForIslands(page.locator(`#${bookingRoute.anchor} [data-hydrate]`))
      expect(Math.max(...tries.values()), "tries of the scripts whose first try failed").toBe(2)
    })

    test("every script always fails: the page works as with JavaScript off @phone @content", async ({ page }) => {
      await page.route("**/*.js", route => route.abort())
      await page.goto(home)
      await everyControlAnswers(page, locale, "native")
      expect(await hydrated(page)).toBe(false)
    })
  })

  test(`${path} kept by the service worker after one visit: offline, Send hands the message to the email app @phone @content`, async ({
    page,
    context,
  }) => {
    await visit(page, home)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await context.setOffline(true)
    const response = await page.goto(home)
    expect(response?.fromServiceWorker()).toBe(true)
    await fillAppointment(page, locale)
    await sendByEmail(page, locale)
  })

  test(`${path}: the appointment form's script throws as it hydrates; the form is given back to the browser and still sends @phone @content`, async ({
    page,
  }) => {
    // The form's script chooses the service the address names (#book=<slug>) by setting the select's value.
    const refusal = "the test refuses to set a select's value"
    await page.addInitScript(message => {
      const { get } = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value") ?? {}
      Object.defineProperty(HTMLSelectElement.prototype, "value", {
        configurable: true,
        get,
        set() {
          throw new Error(message)
        },
      })
    }, refusal)
    // Caught by the island, which reports it (a script error would have failed the test: see fixtures.ts).
    const thrown = page.waitForEvent("console", message => message.text().includes(refusal))
    const { slug } = languages[locale].servicePages[0]
    await page.goto(servers.static + localizedPath(locale, bookingRoute.path(slug)))
    await waitForHydration(page)
    expect((await thrown).type()).toBe("error")
    // Not recovered by React: the form is the server's again, unknown to React, and the browser checks its fields.
    const form = appointmentForm(page)
    await expect
      .poll(() => form.evaluate(element => Object.keys(element).some(key => key.startsWith("__reactFiber$"))))
      .toBe(false)
    await expect(form).not.toHaveAttribute("novalidate")
    await everyControlAnswers(page, locale, "native")
  })
}
