import { Locator, Page, Response, expect, test as base } from "@playwright/test"

export { expect }

/** What a page did that a visitor must never see: script errors, console errors, requests leaving the machine. */
export interface Problems {
  pageErrors: string[]
  consoleErrors: string[]
  externalRequests: string[]
}

/** A page that did nothing wrong: compare `problems` with this. */
export const noProblems: Problems = { pageErrors: [], consoleErrors: [], externalRequests: [] }

const isLocal = (url: string) => {
  const { protocol, hostname } = new URL(url)
  return protocol === "data:" || protocol === "blob:" || hostname === "127.0.0.1" || hostname === "localhost"
}

/**
 * Every test's page records its problems, and refuses any request that would leave the machine.
 * Whatever else a test checks, it fails if its page threw or tried to reach the internet.
 */
export const test = base.extend<{ problems: Problems }>({
  problems: [
    async ({ context, page }, use) => {
      const problems: Problems = { pageErrors: [], consoleErrors: [], externalRequests: [] }
      page.on("pageerror", error => problems.pageErrors.push(error.message))
      page.on("console", message => {
        if (message.type() === "error") problems.consoleErrors.push(message.text())
      })
      await context.route("**/*", route => {
        const url = route.request().url()
        if (isLocal(url)) return route.continue()
        problems.externalRequests.push(url)
        return route.abort()
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
 * moment with `performance.mark("onInitialClientRender")`; "networkidle" alone can come first on a busy machine.
 */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: "networkidle" })
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length), {
      message: `${url} hydrated`,
    })
    .toBeGreaterThan(0)
  return response
}

/**
 * Clicks `target` once it is on screen and has stopped moving. The bands of a long page are laid out only as they
 * near the screen (content-visibility), so after a jump far down the page what is on screen moves a frame or two
 * later; Playwright makes sure an element is still before it scrolls to it, not after, and its click could land
 * in between, on whatever took the element's place.
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
