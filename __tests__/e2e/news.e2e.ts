import type { Browser } from "playwright-core"
import { axeViolations } from "./support/axe"
import { horizontalOverflow, launchBrowser, noProblems, openPage, viewportNames, visit } from "./support/browser"
import { servers } from "./support/servers"

const base = servers.static

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe.each(viewportNames)("news pages at %s width", viewport => {
  test("/news/ lists every article, newest first, each linking to its page", async () => {
    const { context, page, problems } = await openPage(browser, viewport)
    await visit(page, `${base}/news/`)
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("News & Articles")
    const dates = await page.locator("main time").evaluateAll(times => times.map(t => t.getAttribute("datetime") ?? ""))
    expect(dates.length).toBeGreaterThanOrEqual(3)
    expect([...dates].sort().reverse()).toEqual(dates)
    await expect(page.locator("main img[alt]").count()).resolves.toBeGreaterThanOrEqual(dates.length)
    expect(await horizontalOverflow(page)).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole("link", { name: "Hospital Patient Flow Study" }).click()
    await page.waitForURL(url => url.pathname === "/news/patient-flow-study/")
    // The address changes before the new page has rendered; wait for its heading (fails on timeout).
    await page.getByRole("heading", { level: 1, name: "Hospital Patient Flow Study" }).waitFor({ state: "visible" })
    expect(problems).toEqual(noProblems)
    await context.close()
  })

  test("an article page shows its title, date, picture and full text, and leads back", async () => {
    const { context, page, problems } = await openPage(browser, viewport)
    await visit(page, `${base}/news/patient-flow-study/`)
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Hospital Patient Flow Study")
    await expect(page.locator("main time").getAttribute("datetime")).resolves.toMatch(/^2026-07-02/)
    await expect(
      page
        .getByAltText(/waiting area/)
        .first()
        .isVisible(),
    ).resolves.toBe(true)
    await expect(page.getByText("Average time from arrival to consultation has fallen").isVisible()).resolves.toBe(true)
    expect(await horizontalOverflow(page)).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole("link", { name: "All news and articles" }).click()
    await page.waitForURL(url => url.pathname === "/news/")
    // The address changes before the new page has rendered; wait for its heading (fails on timeout).
    await page.getByRole("heading", { level: 1, name: "News & Articles" }).waitFor({ state: "visible" })
    expect(problems).toEqual(noProblems)
    await context.close()
  })

  test("the home page's news cards link to the article pages", async () => {
    const { context, page } = await openPage(browser, viewport)
    await visit(page, `${base}/`)
    const titles = await page.locator("#news h3").allTextContents()
    expect(titles).toHaveLength(3)
    await page.locator("#news").getByRole("link", { name: "Hospital Patient Flow Study" }).click()
    await page.waitForURL(url => url.pathname === "/news/patient-flow-study/")
    await context.close()
  })
})
