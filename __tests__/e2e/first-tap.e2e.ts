import type { Locator, Page } from "@playwright/test"
import { chunkGroupScripts, pageDataFiles, readPageData, templateScripts } from "../../gatsby/internals/build-stats"
import { budgetedPages } from "../../testkit/expectations"
import {
  clickOnceStill,
  expect,
  test,
  visit,
  waitForHydration,
  waitForIslands,
  waitUntilSettled,
} from "./support/fixtures"
import { publicDir, servers } from "./support/project"
import { wordsOf } from "./support/words"
import { extensions } from "../../src/registry"

/**
 * On a cheap phone the page shows, and is tapped, long before its script has run or a section's code has arrived.
 * These tests hold the JavaScript back, tap, then let it through: the tap must still do what it does.
 */

const home = `${servers.static}/`
const words = wordsOf("en")

/** Holds back every script the page asks for from now on but those of `letThrough` (paths), until `release`. */
async function holdScripts(page: Page, letThrough: readonly string[] = []) {
  const waiting: (() => Promise<void>)[] = []
  let holding = true
  await page.route("**/*.js", route => {
    if (!holding || letThrough.includes(new URL(route.request().url()).pathname)) return route.fallback()
    waiting.push(() => route.fallback())
  })
  return {
    release: async () => {
      holding = false
      await Promise.all(waiting.splice(0).map(go => go()))
    },
  }
}

/** Opens `url` with its scripts held back: the server's HTML is there, React is not. */
async function openWithoutScripts(page: Page, url: string) {
  const scripts = await holdScripts(page)
  await page.goto(url, { waitUntil: "domcontentloaded" })
  return scripts
}

/** The home page's first Read More: news cards and health articles have one each (the check keeps one of each). */
const firstReadMore = (page: Page) => {
  const details = page.getByRole("main").locator("details").first()
  return { details, toggle: details.locator("summary"), fullText: details.locator("summary + *") }
}

const hydrated = (page: Page) => page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length > 0)

/** The navbar's menu button (at phone width) and the menu it shows. */
const navbarMenu = (page: Page) => ({
  button: page.locator('button[popovertarget="public-menu"]'),
  menu: page.locator("#public-menu"),
})

/** A slide's caption is the one on show: its slide fills the carousel's row. */
const slideOnShow = (slide: Locator) => expect(slide).toBeInViewport({ ratio: 0.9 })

test.describe("a tap before the page's script has run does what the HTML does, and the script agrees", () => {
  test("the menu opens at once, stays open once the script arrives, and closes @phone", async ({ page }) => {
    const scripts = await openWithoutScripts(page, home)
    const { button, menu } = navbarMenu(page)
    await button.click()
    await expect(menu).toBeVisible()
    expect(await hydrated(page)).toBe(false)
    await scripts.release()
    await waitForHydration(page)
    await expect(menu).toBeVisible()
    await button.click()
    await expect(menu).toBeHidden()
  })

  test("Read More shows the full text at once, and it stays shown once the section's code arrives", async ({
    page,
  }) => {
    const scripts = await openWithoutScripts(page, home)
    const { toggle, fullText } = firstReadMore(page)
    await expect(fullText).toBeHidden()
    await toggle.click()
    await expect(fullText).toBeVisible()
    await expect(toggle).toContainText(words.expandable.showLess)
    await scripts.release()
    await waitUntilSettled(page)
    await expect(fullText).toBeVisible()
    await toggle.click()
    await expect(fullText).toBeHidden()
    await expect(toggle).toContainText(words.expandable.readMore)
  })

  test("the carousel's Next shows the next slide at once, and its Back returns once the script has come", async ({
    page,
  }) => {
    const scripts = await openWithoutScripts(page, home)
    const slides = page.locator(".swiper-slide")
    // With one slide (staff may leave one) there is nowhere to go: Next leads nowhere.
    const next = slides.first().getByRole("link", { name: words.carousel.next })
    if ((await slides.count()) < 2) return await expect(slides.first().getByText(words.carousel.next)).toBeVisible()
    await next.click()
    await slideOnShow(slides.nth(1))
    expect(await hydrated(page)).toBe(false)

    await scripts.release()
    await waitForHydration(page)
    await slideOnShow(slides.nth(1))
    await slides.nth(1).getByRole("link", { name: words.carousel.back }).click()
    await slideOnShow(slides.first())
  })

  test("Send with the fields empty points to the first one, the browser's way then the form's", async ({ page }) => {
    const scripts = await openWithoutScripts(page, home)
    const form = page.locator("#contact")
    await form.getByRole("button", { name: words.appointment.send, exact: true }).click()
    await expect(form.getByLabel(words.appointment.name)).toBeFocused()
    expect(await hydrated(page)).toBe(false)

    await scripts.release()
    await waitUntilSettled(page)
    await form.getByRole("button", { name: words.appointment.send, exact: true }).click()
    await expect(form.getByRole("alert").first()).toBeVisible()
    await expect(form.getByLabel(words.appointment.name)).toBeFocused()
  })
})

/**
 * Holds back the work React schedules until `release`: React's scheduler uses setImmediate where there is one, and
 * Chromium has none, so the page is given one that waits. Once `started` has returned, the page's script has run and
 * React has set out to hydrate the page, but has done none of it yet.
 */
async function holdReact(page: Page) {
  await page.addInitScript(() => {
    const waiting: (() => void)[] = []
    let holding = true
    Object.assign(window, {
      setImmediate: (work: () => void) => (holding ? waiting.push(work) : setTimeout(work)),
      reactWaiting: () => waiting.length,
      releaseReact: () => {
        holding = false
        waiting.splice(0).forEach(work => setTimeout(work))
      },
    })
  })
  return {
    started: () => page.waitForFunction(() => (window as unknown as { reactWaiting: () => number }).reactWaiting() > 0),
    release: () => page.evaluate(() => (window as unknown as { releaseReact: () => void }).releaseReact()),
  }
}

/** The home page, its script run and React set out to hydrate it, with none of that work done. */
async function openBeforeHydration(page: Page) {
  const react = await holdReact(page)
  await page.goto(home)
  await react.started()
  return react
}

/** A dropdown of the navbar, by its name: its `<details>` and the panel it shows. */
const navbarDropdown = (page: Page, name: string) => {
  const details = page
    .getByRole("navigation", { name: words.navbar.label })
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: name }) })
  return { toggle: details.locator("summary"), panel: details.locator("summary + *") }
}

test.describe("a tap while the page hydrates is the browser's to answer", () => {
  test("the menu opens before React has hydrated, Escape closes it, and both hold once React has @phone", async ({
    page,
  }) => {
    const react = await openBeforeHydration(page)
    const { button, menu } = navbarMenu(page)
    await button.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    await react.release()
    await waitForHydration(page)
    await expect(menu).toBeHidden()
    await button.click()
    await expect(menu).toBeVisible()
  })

  test("a second dropdown opened before React has hydrated closes the first, as it does after @desktop @demo", async ({
    page,
  }) => {
    const react = await openBeforeHydration(page)
    const [first, second] = [words.navbar.services, extensions[0]?.menu.label.en ?? ""].map(name =>
      navbarDropdown(page, name),
    )
    await first.toggle.click()
    await expect(first.panel).toBeVisible()
    await second.toggle.click()
    await expect(second.panel).toBeVisible()
    await expect(first.panel).toBeHidden()

    await react.release()
    await waitForHydration(page)
    await expect(second.panel).toBeVisible()
    await expect(first.panel).toBeHidden()
    await first.toggle.click()
    await expect(first.panel).toBeVisible()
    await expect(second.panel).toBeHidden()
  })
})

test.describe("with the page's own scripts only", () => {
  // Once the service worker controls the page it fetches the section's code itself, where holding it back
  // (page.route) cannot reach.
  test.use({ serviceWorkers: "block" })

  test("a tap in a section whose code is still on its way does what the HTML does", async ({ page }) => {
    // The scripts the page starts with come (read from the build); the sections' code, which comes when they are
    // reached or once the page is idle, does not.
    const pageScripts = [...(chunkGroupScripts(publicDir, "app") ?? []), ...templateScripts(publicDir, "/")]
    const scripts = await holdScripts(page, pageScripts)
    await visit(page, home)
    const { toggle, fullText } = firstReadMore(page)
    await toggle.click()
    await expect(fullText).toBeVisible()
    await scripts.release()
    await waitUntilSettled(page)
    await expect(fullText).toBeVisible()
  })

  test("after load the code of the sections with controls comes before the first tap", async ({ page }) => {
    await visit(page, home)
    await waitUntilSettled(page)
    // From here on no code can arrive: the form's section hydrates from the code it has, once near the screen.
    // A tap before it has is the browser's (its own validation), which leaves no message in the page.
    const scripts = await holdScripts(page)
    const form = page.locator("#contact")
    await form.scrollIntoViewIfNeeded()
    await expect(form.locator('[data-hydrate="near"]')).toHaveCount(1)
    await waitForIslands(form.locator('[data-hydrate="near"]'))
    await form.getByRole("button", { name: words.appointment.send, exact: true }).click()
    await expect(form.getByRole("alert").first()).toBeVisible()
    await scripts.release()
  })
})

test("the answers to the first taps add no style rule, which would restyle the whole page inside the tap @phone", async ({
  page,
}) => {
  const rules = () =>
    page.evaluate(() => [...document.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0))
  await visit(page, home)
  await waitUntilSettled(page)
  const before = await rules()
  const { button, menu } = navbarMenu(page)
  await button.click()
  await expect(menu).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(menu).toBeHidden()
  const { details, toggle, fullText } = firstReadMore(page)
  await toggle.click()
  await expect(fullText).toBeVisible()
  // Its section hydrates after the tap: counted once it has.
  await waitForIslands(details.locator("xpath=ancestor::div[@data-hydrate][1]"))
  const form = page.locator("#contact")
  await form.scrollIntoViewIfNeeded()
  await waitForIslands(form.locator('[data-hydrate="near"]'))
  await clickOnceStill(form.getByRole("button", { name: words.appointment.send, exact: true }))
  await expect(form.getByRole("alert").first()).toBeVisible()
  expect(await rules()).toBe(before)
})

test.describe("a block that hydrates once tapped, as the server draws it", () => {
  test.use({ javaScriptEnabled: false })
  for (const path of budgetedPages().public)
    test(`${path}: holds no control that only script answers, which its first tap would leave dead @phone`, async ({
      page,
    }) => {
      await page.goto(servers.static + path)
      const islands = page.locator('[data-hydrate="touch"]')
      await expect(islands.first()).toBeAttached()
      const scriptOnly = await islands.evaluateAll(blocks =>
        blocks.flatMap(block =>
          [...block.querySelectorAll("button:not([popovertarget]), [role=button]:not(a[href], summary)")]
            .filter(control => !(control instanceof HTMLButtonElement && control.form && control.type !== "button"))
            .filter(control => !control.closest("[hidden]"))
            .map(control => control.outerHTML.slice(0, 160)),
        ),
      )
      expect(scriptOnly).toEqual([])
    })
})

test.describe("what Gatsby's loader will ask for starts with the page's scripts", () => {
  test.use({ serviceWorkers: "block" })

  // A page of each template the budget lists: the home page, the news list, an article, a service...
  const pages = [
    ...new Map(budgetedPages().public.map(path => [readPageData(publicDir, path).componentChunkName, path])).values(),
  ]

  for (const path of pages) {
    test(`${path}: its data and its template's scripts are asked for before the app's script runs, and once`, async ({
      page,
    }) => {
      const app = (chunkGroupScripts(publicDir, "app") ?? []).filter(file => file.startsWith("/app-"))
      expect(app).toHaveLength(1)
      const later = [...pageDataFiles(publicDir, path), ...templateScripts(publicDir, path)]
      const requested: string[] = []
      page.on("request", request => requested.push(new URL(request.url()).pathname))
      // Routed, nothing comes from the browser's cache: each visit below is a first visit.
      await page.route("**/*", route => route.fallback())

      // Without the app's script Gatsby's loader never runs: what of its files is asked for, the page's loader asked.
      await page.route(`**${app[0]}`, route => route.abort())
      await page.goto(servers.static + path)
      await expect.poll(() => later.filter(file => !requested.includes(file))).toEqual([])
      expect(await hydrated(page)).toBe(false)

      // With it, Gatsby's loader uses them as they were asked for: a preload it did not match would be asked twice.
      await page.unroute(`**${app[0]}`)
      requested.length = 0
      // With a query, which Gatsby adds to the address of the page's own data (the service pages' Book link has one).
      await visit(page, `${servers.static}${path}?from=test`)
      const counts = later.map(file => ({ file, requests: requested.filter(seen => seen === file).length }))
      expect(counts).toEqual(later.map(file => ({ file, requests: 1 })))
    })
  }
})

test("following an in-page link before the sections have hydrated leaves their content in place", async ({
  page,
  problems,
}) => {
  await visit(page, home)
  const scripts = await holdScripts(page)
  await page.evaluate(() => {
    // What was taken out, by its parent's tag: a status written into its empty line removes nothing.
    const removed: string[] = []
    Object.assign(window, { removedNodes: removed })
    new MutationObserver(records =>
      records
        .filter(record => record.removedNodes.length > 0)
        .forEach(record => removed.push(`${record.removedNodes.length} from ${(record.target as Element).tagName}`)),
    ).observe(document.getElementById("main") as HTMLElement, { childList: true, subtree: true })
  })
  // A new address re-renders the page; sections still showing the server's HTML must not lose it.
  await page.getByRole("link", { name: "Skip to content" }).focus()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/#main$/)
  // The new address reaches React on the next frames.
  await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  // The blocks near the screen there, which hydrate once their code has come: seen as the site sees them, by an
  // IntersectionObserver with its margin (deferred-hydration.ts), as a block's size is known only once its band is
  // laid out (content-visibility).
  const nearIslands = await page.locator('[data-hydrate="near"]').evaluateAll(
    islands =>
      new Promise<number[]>(resolve => {
        if (islands.length === 0) return resolve([])
        const observer = new IntersectionObserver(
          entries => {
            observer.disconnect()
            resolve(
              entries
                .filter(entry => entry.isIntersecting)
                .map(entry => islands.indexOf(entry.target as (typeof islands)[number])),
            )
          },
          { rootMargin: "50% 0px" },
        )
        islands.forEach(island => observer.observe(island))
      }),
  )
  await scripts.release()
  // The held code has come and run: what the page fetches once idle, and the blocks near the screen, hydrated with
  // what the new address rendered (a frame after they hydrate).
  await waitUntilSettled(page)
  for (const index of nearIslands) await waitForIslands(page.locator('[data-hydrate="near"]').nth(index))
  await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(await page.evaluate(() => (window as unknown as { removedNodes: string[] }).removedNodes)).toEqual([])
  expect(problems.pageErrors).toEqual([])
})

// @shift: these run at desktop width too (the shift project), where text wraps otherwise than on a phone.
for (const path of budgetedPages().public) {
  test(`nothing on ${path} shifts while it loads, hydrates and is scrolled through @content @shift`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver(list =>
        list.getEntries().forEach(entry => shifts.push((entry as unknown as { value: number }).value)),
      ).observe({ type: "layout-shift", buffered: true })
    })
    // The HTML arrives in pieces, as over mobile data: the browser could draw the page before it has read all of it.
    const network = await page.context().newCDPSession(page)
    const throughput = async (bytesPerSecond: number) =>
      network.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: bytesPerSecond,
        uploadThroughput: -1,
      })
    await network.send("Network.enable")
    await throughput(32 * 1024)
    await page.goto(servers.static + path, { waitUntil: "domcontentloaded" })
    await throughput(-1)
    await waitForHydration(page)
    // Down to the bottom, so that the sections hydrating near the screen do too. The page grows as its bands are
    // laid out on the way (content-visibility), so the bottom is where the page ends by then.
    const atBottom = () => page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1)
    for (let step = 0; step < 200 && !(await atBottom()); step++) {
      await page.mouse.wheel(0, 400)
      await page.evaluate(() => new Promise(requestAnimationFrame))
    }
    expect(await atBottom(), "scrolled to the bottom of the page").toBe(true)
    // Every block that hydrates as it nears the screen has come near it, and has hydrated; a shift it caused is
    // reported after the next frame.
    await waitForIslands(page.locator('[data-hydrate="near"]'))
    await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([])
  })
}
