import { Locator, Page, Response, expect, test as base } from "@playwright/test"
import { codeAhead } from "../../../src/site/hydration/deferred-hydration"

export { expect }

/** What a page did that a visitor must never see: script errors, console errors, requests leaving the machine. */
export interface Problems {
  pageErrors: string[]
  consoleErrors: string[]
  externalRequests: string[]
}

/** A page that did nothing wrong: compare `problems` with this. */
export const noProblems: Problems = { pageErrors: [], consoleErrors: [], externalRequests: [] }

/** A request to another computer: mailto: and tel: go to the visitor's own apps, data: and blob: nowhere. */
const leavesMachine = (url: string) => {
  const { protocol, hostname } = new URL(url)
  return /^(https?|wss?):$/.test(protocol) && hostname !== "127.0.0.1" && hostname !== "localhost"
}

/**
 * Every test fails if its page threw or tried to reach the internet: the config proxies to nothing, so such requests
 * fail and are recorded (ones a test answers via page.route are not). Requests are observed, not routed: routing cost a
 * round trip to the test per request.
 */
export const test = base.extend<{ problems: Problems }>({
  problems: [
    async ({ context, page }, use) => {
      const problems: Problems = { pageErrors: [], consoleErrors: [], externalRequests: [] }
      page.on("pageerror", error => problems.pageErrors.push(error.message))
      page.on("console", message => {
        if (message.type() === "error") problems.consoleErrors.push(message.text())
      })
      context.on("requestfailed", request => {
        // A request the page's own policy refused never started: the policy tests count those.
        const refusedByPolicy = request.failure()?.errorText === "csp"
        if (leavesMachine(request.url()) && !refusedByPolicy) problems.externalRequests.push(request.url())
      })
      await use(problems)
      expect(problems.externalRequests, "requests that left the machine").toEqual([])
      expect(problems.pageErrors, "script errors").toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Opens `url` and waits until React has hydrated it, so clicks reach their handlers. Gatsby marks that
 * moment with `performance.mark("onInitialClientRender")`, which comes after the page's scripts have loaded.
 */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url)
  await waitForHydration(page)
  return response
}

declare global {
  interface Window {
    /** The names of the performance marks the page set: the clock's performance keeps none. */
    __marks?: string[]
  }
}

const clocked = new WeakSet<Page>()

/**
 * `visit` with the page's clock at `time`, running from there as a visitor's phone's would, and moved on by the
 * test when it needs (`page.clock.runFor`). Playwright's clock also stands in for `performance`, which then keeps
 * no marks, so the mark Gatsby sets once it has hydrated is recorded on the side.
 */
export async function visitAt(page: Page, url: string, time: number): Promise<void> {
  if (clocked.has(page)) {
    await page.clock.setSystemTime(time)
  } else {
    await page.clock.install({ time })
    await page.addInitScript(() => {
      const marks: string[] = (window.__marks = [])
      const mark = performance.mark.bind(performance)
      performance.mark = (name, options) => {
        marks.push(name)
        return mark(name, options)
      }
    })
    clocked.add(page)
  }
  await page.goto(url)
  await page.waitForFunction(() => window.__marks?.includes("onInitialClientRender"))
}

/** Waits until React has hydrated the page now open (after a redirect, say). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
}

/**
 * Waits until the page has hydrated and, in idle moments after its load, fetched the code it fetches ahead: from
 * then on it asks for nothing more unless someone taps. A check that something did not happen waits for this.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForFunction(name => performance.getEntriesByName(name).length > 0, codeAhead.fetched)
}

/**
 * Waits until React has hydrated every island (`[data-hydrate]`) matching `islands`. Nothing visible changes, but React
 * sets `__reactFiber$…` on elements it hydrates, and an island's first element gets it only from the island's own root.
 * An empty island has nothing to hydrate.
 */
export async function waitForIslands(islands: Locator): Promise<void> {
  const notHydrated = (elements: Element[]) =>
    elements.filter(element => {
      const first = element.firstElementChild
      return first !== null && !Object.keys(first).some(key => key.startsWith("__reactFiber$"))
    }).length
  await expect.poll(() => islands.evaluateAll(notHydrated), { message: "islands not hydrated yet" }).toBe(0)
}

/**
 * Clicks `target` once on screen and still. Bands are laid out near the viewport (content-visibility), so after a far
 * jump content shifts a frame or two later; Playwright checks stability before scrolling, not after, so a click could
 * miss.
 */
export async function clickOnceStill(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  const movesOverFrames = (element: Element) => {
    const top = element.getBoundingClientRect().top
    return new Promise<boolean>(resolve =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(element.getBoundingClientRect().top !== top))),
      ),
    )
  }
  await expect.poll(() => target.evaluate(movesOverFrames), { message: "the element keeps moving" }).toBe(false)
  await target.click()
}

/** Nothing may be wider than the screen: passes once the page has no horizontal scroll. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: "pixels of horizontal overflow",
    })
    .toBe(0)
}

/** How many lines the words of `target` take on screen; words for screen readers only, in a 1 px box, take none. */
export function linesOf(target: Locator): Promise<number> {
  return target.evaluate(element => {
    const tops = new Set<number>()
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const text = walker.currentNode
      if (!text.textContent?.trim() || text.parentElement!.getBoundingClientRect().width <= 1) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      for (const rect of range.getClientRects()) tops.add(Math.round(rect.top))
    }
    return tops.size
  })
}
