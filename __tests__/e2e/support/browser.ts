import { Browser, BrowserContext, BrowserContextOptions, Page, Response, chromium } from "playwright-core"
import chromiumSettings from "../../../scripts/chromium.json"

/** Phone and desktop widths every end-to-end check runs at. */
export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const
export type ViewportName = keyof typeof viewports
export const viewportNames = Object.keys(viewports) as ViewportName[]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.path,
    args: chromiumSettings.flags,
  })
}

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

export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: Problems }> {
  const context = await browser.newContext({ viewport: viewports[viewport], ...options })
  const page = await context.newPage()
  const problems: Problems = { pageErrors: [], consoleErrors: [], externalRequests: [] }
  page.on("pageerror", error => problems.pageErrors.push(error.message))
  page.on("console", message => {
    if (message.type() === "error") problems.consoleErrors.push(message.text())
  })
  // Nothing may leave the machine: record and refuse anything that tries.
  await context.route("**/*", route => {
    const url = route.request().url()
    if (isLocal(url)) return route.continue()
    problems.externalRequests.push(url)
    return route.abort()
  })
  return { context, page, problems }
}

/** Width of the widest element beyond the viewport, or 0: nothing may be wider than a phone screen. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/**
 * Opens `url` and waits until React has hydrated it, so clicks reach their handlers. Gatsby marks that
 * moment with `performance.mark("onInitialClientRender")`; "networkidle" alone can come first on a busy machine.
 */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: "networkidle" })
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
  return response
}
