import type { Locator, Page } from "@playwright/test"
import { homePath, localizedPath } from "../../src/model/routes"
import { extensions } from "../../src/registry"
import { locales } from "../../src/model/locales"
import { breakpoints, theme } from "../../src/site/theme/theme"
import { wordsOf } from "./support/words"
import { axeViolations } from "./support/axe"
import { renderedHtml } from "./support/build"
import { byOrder, inShownOrder, readExpectations } from "../../testkit/expectations"
import {
  clickOnceStill,
  expect,
  expectNoHorizontalOverflow,
  linesOf,
  noProblems,
  test,
  visit,
  visitAt,
} from "./support/fixtures"
import { servers } from "./support/project"

const home = `${servers.static}/`
const content = readExpectations()
const { site, slides } = content

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The text a Markdown body became, as a reader sees it. */
const textOf = (page: Page, html: string) =>
  page.evaluate(source => new DOMParser().parseFromString(source, "text/html").body.textContent ?? "", html)

/** The carousel's slide `index`, each with its own Back, dots and Next. */
const slide = (page: Page, index: number) => page.locator('[aria-roledescription="slide"]').nth(index)

/** The step dot for slide `to`, in the bar of slide `index`, named after the slide it leads to. */
const dot = (page: Page, index: number, to: number) =>
  slide(page, index).getByRole("link", { name: `Slide ${to + 1}: ${slides[to].title}`, exact: true })

/** Which slide fills the carousel's row, once the row has come to rest on one. */
const slideOnShow = (page: Page) => page.locator(".swiper-wrapper").evaluate(row => row.scrollLeft / row.clientWidth)

/**
 * Slide `index` fills the carousel, its title on the screen, and the row has come to rest on it: a visitor taps
 * the next control where it stands still, not on its way.
 */
async function expectOnShow(page: Page, index: number) {
  await expect(slide(page, index).getByText(slides[index].title, { exact: true })).toBeInViewport({ ratio: 0.9 })
  await expect.poll(() => slideOnShow(page)).toBe(index)
}

/**
 * Takes the pointer and focus off the carousel, which stands still while either rests on it: after a click on one
 * of its buttons, only its own state then decides whether it moves on.
 */
async function leaveCarousel(page: Page) {
  await page.mouse.move(0, 0)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const carousel = page.getByRole("region", { name: site.name, exact: true })
  expect(
    await carousel.evaluate(element => element.matches(":hover") || element.contains(document.activeElement)),
  ).toBe(false)
}

const transform = (element: Locator) => element.evaluate(e => getComputedStyle(e).transform)

test.describe("the home page @content", () => {
  test("shows every section in order, without errors, overflow or axe violations", async ({ page, problems }) => {
    await visit(page, home)
    await expect(page.locator("h2")).toHaveText(content.homeSections)
    await expectNoHorizontalOverflow(page)
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual(noProblems)
  })

  test("shows the hospital's phone, email and address above the page", async ({ page }) => {
    await visit(page, home)
    const bar = page.getByRole("complementary", { name: "Contact details" })
    await expect(bar.getByRole("link", { name: site.phone, exact: true })).toHaveAttribute(
      "href",
      `tel:${site.phone.replace(/\s/g, "")}`,
    )
    await expect(bar.getByRole("link", { name: site.email, exact: true })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    )
    await expect(bar.getByText(site.address, { exact: true })).toBeVisible()
  })

  test("shows both text sections, the services, the team and the footer", async ({ page }) => {
    await visit(page, home)
    const about = page.locator("#about")
    await expect(about.getByRole("heading", { level: 2 })).toHaveText(content.about.title)
    await expect(about).toContainText(await textOf(page, renderedHtml("/", "about")))
    await expect(page.locator("#who-we-are")).toContainText(await textOf(page, renderedHtml("/", "whoWeAre")))

    const services = page.locator("#services")
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(content.services.map(s => s.title))
    await expect(services.getByRole("listitem")).toHaveText(content.services.flatMap(s => s.lines))
    for (const [index, service] of content.services.entries()) {
      await expect(services.getByRole("article").nth(index)).toContainText(service.description)
    }

    const [lead, ...departments] = content.team
    const team = page.locator("#team")
    await expect(team.getByRole("heading", { level: 2 })).toHaveText(lead.title)
    await expect(team.getByRole("heading", { level: 3 })).toHaveText(departments.map(card => card.title))
    await expect(team).toContainText(lead.description)

    const footer = page.getByRole("contentinfo")
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText(content.footer.title)
    await expect(footer).toContainText(content.footer.text)
  })

  test("news cards open and close their full text", async ({ page }) => {
    await visit(page, home)
    const news = page.locator("#news")
    const toggle = news.locator("summary").first()
    await expect(toggle).toHaveAccessibleName(/^Read More: /)
    const fullText = toggle.locator("+ *")
    await expect(fullText).toBeHidden()
    await clickOnceStill(toggle)
    await expect(toggle).toHaveAccessibleName(/^Show Less: /)
    await expect(fullText).toBeVisible()
    await toggle.click()
    await expect(toggle).toHaveAccessibleName(/^Read More: /)
    await expect(fullText).toBeHidden()
  })

  test("health articles start collapsed and open independently", async ({ page }) => {
    await visit(page, home)
    const health = page.locator("#health")
    const titles = health.getByRole("heading", { level: 3 })
    // Every health article is shown, however many staff write.
    const shown = inShownOrder(content.health, byOrder, await titles.allTextContents())
    await expect(titles).toHaveText(shown.map(article => article.title))
    const toggles = health.locator("summary")
    await expect(toggles).toHaveCount(shown.length)
    const expectOpen = async (open: number[]) => {
      for (const index of shown.keys()) {
        await expect(toggles.nth(index)).toHaveAccessibleName(open.includes(index) ? /^Show Less: / : /^Read More: /)
      }
    }
    await expectOpen([])
    const last = shown.length - 1
    await clickOnceStill(toggles.nth(last))
    await expectOpen([last])
    // The first opens beside it; with a single article, it is the same one, which closes again.
    await toggles.first().click()
    await expectOpen(last > 0 ? [0, last] : [])
  })

  test("the carousel moves on by itself after each interval, when it has more than one slide", async ({ page }) => {
    await visitAt(page, home, Date.now())
    const interval = theme.motion.carouselIntervalMs
    await expectOnShow(page, 0)
    if (slides.length === 1) {
      // Nothing to move on to: no pause button, and the slide stays.
      await expect(page.getByRole("button", { name: "Pause slides" })).toHaveCount(0)
      await page.clock.runFor(interval * 2)
      await expectOnShow(page, 0)
      return
    }
    await page.clock.runFor(interval)
    await expectOnShow(page, 1)
  })

  test("a step dot shows its slide, and the others show theirs", async ({ page }) => {
    await visitAt(page, home, Date.now())
    // One dot per slide in every slide's bar, a single slide included; each bar marks its own slide.
    await expect(slide(page, 0).getByRole("link", { name: /^Slide \d+: / })).toHaveCount(slides.length)
    await expect(dot(page, 0, 0)).toHaveAttribute("aria-current", "true")
    // The last slide first, then back to the first: each a move when there are two or more.
    const last = slides.length - 1
    await dot(page, 0, last).click()
    await expectOnShow(page, last)
    await expect(dot(page, last, last)).toHaveAttribute("aria-current", "true")
    await dot(page, last, 0).click()
    await expectOnShow(page, 0)
  })

  test("Pause keeps the slide on show, and Play moves on again, when there is more than one slide", async ({
    page,
  }) => {
    await visitAt(page, home, Date.now())
    const interval = theme.motion.carouselIntervalMs
    const pause = page.getByRole("button", { name: "Pause slides" })
    const play = page.getByRole("button", { name: "Play slides" })
    if (slides.length === 1) {
      await expect(pause.or(play)).toHaveCount(0)
      return
    }
    await pause.click()
    await expect(play).toBeVisible()
    await leaveCarousel(page)
    // Whichever slide autoplay had reached by then stays, however long the visitor waits.
    await expect.poll(() => slideOnShow(page)).toBe(Math.round(await slideOnShow(page)))
    const paused = await slideOnShow(page)
    await page.clock.runFor(interval * 2)
    await expectOnShow(page, paused)
    expect(await slideOnShow(page)).toBe(paused)

    await play.click()
    await expect(pause).toBeVisible()
    await leaveCarousel(page)
    await page.clock.runFor(interval)
    await expectOnShow(page, (paused + 1) % slides.length)
  })

  test("the insurers strip names every insurer, moves, and pauses with its switch", async ({ page }) => {
    await visit(page, home)
    const track = page.getByTestId("insurers-track")
    // The copy that makes the loop seamless is hidden from screen readers, so each name is listed once.
    await expect(track.getByRole("listitem")).toHaveText(content.insurers)
    // Off-screen bands are not rendered (content-visibility), so the strip moves once the visitor reaches it.
    await track.scrollIntoViewIfNeeded()
    const first = await transform(track)
    await expect.poll(() => transform(track), { message: "the strip moves" }).not.toBe(first)

    const pause = page.getByRole("checkbox", { name: "Pause the insurers strip" })
    // The checkbox is drawn as its label, a button: the visitor taps that.
    await page.locator(`label[for="${await pause.getAttribute("id")}"]`).click()
    await expect(pause).toBeChecked()
    // Paused: its position stays the same over ten frames.
    const stillOverFrames = () =>
      track.evaluate(async element => {
        const before = getComputedStyle(element).transform
        for (let frame = 0; frame < 10; frame++) await new Promise(requestAnimationFrame)
        return getComputedStyle(element).transform === before
      })
    await expect.poll(stillOverFrames, { message: "the strip stands still" }).toBe(true)
    await expect.poll(() => track.evaluate(e => e.getAnimations().map(a => a.playState))).toEqual(["paused"])
  })

  test("the appointment form explains mistakes and prepares an email", async ({ page }) => {
    await visit(page, home)
    const form = page.locator("#contact")
    await clickOnceStill(form.getByRole("button", { name: "Send", exact: true }))
    await expect(form.getByRole("alert")).toHaveText([
      "Please enter your name.",
      "Please enter your email address.",
      "Please write your message.",
    ])
    await expect(form.getByLabel("Name")).toBeFocused()
    await form.getByLabel("Name").fill("Amina Hassan")
    await form.getByLabel("Email").fill("amina@example.com")
    await form.getByLabel("Message").fill("I would like a dental check-up next week, please.")
    await form.getByRole("button", { name: "Send", exact: true }).click()
    await expect(form.getByRole("alert")).toHaveCount(0)
    const mailto = `mailto:${site.email}?subject=${encodeURIComponent(content.copy.appointmentSubject)}`
    await expect(form.getByRole("link", { name: "Open the email again" })).toHaveAttribute(
      "href",
      new RegExp(`^${escapeRegExp(mailto)}`),
    )
  })

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" })

    test("the carousel's Back and Next step through every slide and stop at the ends", async ({ page }) => {
      await visit(page, home)
      // The carousel is the page's own: it hydrates after the page's first mark, and a link followed before would
      // move the page to its slide, as it does without script.
      await expect
        .poll(() => slide(page, 0).evaluate(e => Object.keys(e).some(key => key.startsWith("__reactFiber$"))))
        .toBe(true)
      const step = (index: number, name: string) => slide(page, index).getByText(name, { exact: true })
      await expectOnShow(page, 0)
      // On the first slide Back leads nowhere, on the last Next: each is a link without an address.
      await expect(step(0, "Back")).not.toHaveAttribute("href")
      // Swiper is not part of the page load: it arrives with the first change of slide.
      await expect(page.locator(".swiper-initialized")).toHaveCount(0)
      for (let index = 1; index < slides.length; index++) {
        await step(index - 1, "Next").click()
        await expectOnShow(page, index)
        await expect(page.locator(".swiper-initialized")).toHaveCount(1)
      }
      await expect(step(slides.length - 1, "Next")).not.toHaveAttribute("href")
      for (let index = slides.length - 2; index >= 0; index--) {
        await step(index + 1, "Back").click()
        await expectOnShow(page, index)
      }
    })

    test("the insurers strip stands still", async ({ page }) => {
      await visit(page, home)
      await expect.poll(() => transform(page.getByTestId("insurers-track"))).toBe("none")
    })
  })
})

test.describe("the navbar @content", () => {
  test("on a phone, the hamburger opens the menu with its links, and Escape closes it @phone", async ({ page }) => {
    await visit(page, home)
    const hamburger = page.locator('button[popovertarget="public-menu"]')
    const menu = page.locator("#public-menu")
    await expect(hamburger).toHaveAccessibleName("Menu")
    await expect(menu).toBeHidden()
    await hamburger.click()
    await expect(hamburger).toHaveAccessibleName("Close menu")
    for (const name of ["Share on Facebook", "Share on Twitter", "GitHub", "Docs", "Star", "Download"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible()
    }
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    await expect(hamburger).toHaveAccessibleName("Menu")
  })

  test("on a desktop, the links sit in the bar @desktop", async ({ page }) => {
    await visit(page, home)
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden()
    const bar = page.getByRole("navigation", { name: "Main" })
    for (const name of ["Facebook", "Twitter", "GitHub", "Docs", "Star", "Download"]) {
      await expect(bar.getByRole("link", { name, exact: true })).toBeVisible()
    }
  })

  // Each extension's menu (src/extensions.ts) is a dropdown of the navbar's.
  for (const extension of extensions) {
    const links = extension.menu.groups.flatMap(group => group.links)
    const label = extension.menu.label.en
    test(`on a phone, ${label} in the menu lists its pages, and its links work @phone`, async ({ page, problems }) => {
      await visit(page, home)
      const hamburger = page.locator('button[popovertarget="public-menu"]')
      const menu = page.locator("#public-menu")
      await hamburger.click()
      const dropdown = menu.locator("summary", { hasText: label })
      await dropdown.click()
      await expect(dropdown.locator("+ *")).toBeVisible()
      for (const [index, link] of links.entries()) {
        await expect(menu.getByRole("group").getByRole("link").nth(index)).toHaveAttribute("href", link.path)
      }
      await expect(menu.getByRole("group").getByRole("link")).toHaveText(links.map(link => link.label))
      const target = links[links.length - 1]
      await menu.getByRole("link", { name: target.label, exact: true }).click()
      await expect(page).toHaveURL(url => url.pathname === target.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.headings.get(target.path) ?? "")
      await expect(page.getByRole("button", { name: "Menu" })).toBeVisible()
      await expect(page.locator("#public-menu")).toBeHidden()
      expect(problems.pageErrors).toEqual([])
    })

    test(`on a desktop, ${label} opens and closes @desktop`, async ({ page }) => {
      await visit(page, home)
      const bar = page.getByRole("navigation", { name: "Main" })
      const dropdown = bar.locator("summary", { hasText: label })
      const firstScreen = links[0].label
      await dropdown.click()
      await expect(bar.getByRole("link", { name: firstScreen, exact: true })).toBeVisible()
      await page.mouse.click(640, 600)
      await expect(bar.getByRole("link", { name: firstScreen, exact: true })).toBeHidden()
    })
  }

  test("in both languages, the bar holds every item, whole and on one line, from the width it starts at @desktop", async ({
    page,
  }) => {
    const from = breakpoints[theme.navbarFullFrom]
    const desktop = page.viewportSize()
    expect(desktop?.width).toBeGreaterThan(from)
    for (const locale of locales) {
      const words = wordsOf(locale).navbar
      await page.setViewportSize({ width: from - 1, height: 800 })
      await visit(page, servers.static + localizedPath(locale, homePath))
      await expect(page.getByRole("button", { name: words.menu })).toBeVisible()
      for (const width of [from, desktop?.width ?? from]) {
        await page.setViewportSize({ width, height: 800 })
        await expect(page.getByRole("button", { name: words.menu })).toBeHidden()
        const nav = page.getByRole("navigation", { name: words.label, exact: true })
        const bar = await nav.boundingBox()
        const items = await nav.locator("a:visible, button:visible, summary:visible").all()
        expect(items.length).toBeGreaterThan(1)
        // Each item keeps its visible words on one line, its icons square and whole, and its box inside the bar,
        // across and down. The first is the hospital's name, which staff write: it may wrap.
        const wrong = []
        for (const [index, item] of items.entries()) {
          const own = await item.boundingBox()
          const lines = index === 0 ? 1 : await linesOf(item)
          const iconsSquareAndWhole = await item.locator("svg").evaluateAll(icons =>
            icons.every(icon => {
              const { width, height } = icon.getBoundingClientRect()
              return width === height && width === Number(icon.getAttribute("width"))
            }),
          )
          const inBar =
            !!bar &&
            !!own &&
            own.x >= bar.x &&
            own.y >= bar.y &&
            own.x + own.width <= bar.x + bar.width &&
            own.y + own.height <= bar.y + bar.height
          if (lines > 1 || !iconsSquareAndWhole || !inBar)
            wrong.push({
              item: (await item.getAttribute("aria-label")) ?? (await item.textContent()),
              lines,
              iconsSquareAndWhole,
              inBar,
            })
        }
        expect(wrong).toEqual([])
        expect(await nav.evaluate(element => element.scrollWidth > element.clientWidth)).toBe(false)
      }
    }
  })

  test("the fixed navbar does not cover the top of the page @phone", async ({ page }) => {
    await visit(page, home)
    const barBottom = await page
      .locator("header")
      .first()
      .evaluate(e => e.getBoundingClientRect().bottom)
    const phone = page
      .getByRole("complementary", { name: "Contact details" })
      .getByRole("link", { name: site.phone, exact: true })
    await expect.poll(() => phone.evaluate(e => e.getBoundingClientRect().top)).toBeGreaterThanOrEqual(barBottom)
  })
})
