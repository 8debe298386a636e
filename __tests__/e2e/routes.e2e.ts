import type { Browser } from "playwright-core"
import { launchBrowser, noProblems, openPage, viewportNames, visit } from "./support/browser"
import { routes } from "./support/routes"
import { serverNames, servers } from "./support/servers"

/** Where each redirecting address must land. */
const redirects: [from: string, to: string][] = [
  ["/admin", "/admin/dashboard/"],
  ["/admin/", "/admin/dashboard/"],
  ["/auth", "/auth/login/"],
  ["/auth/", "/auth/login/"],
  ["/no-such-page/", "/"],
  ["/admin/no-such-screen", "/"],
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe.each(serverNames)("served by %s", server => {
  const base = servers[server]

  describe.each(viewportNames)("at %s width", viewport => {
    test.each(routes)("%s answers 200 and shows “%s” with no errors", async (path, heading) => {
      const { context, page, problems } = await openPage(browser, viewport)
      const response = await visit(page, base + path)
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe(path)
      await expect(page.getByRole("heading", { name: heading }).first().isVisible()).resolves.toBe(true)
      expect(problems).toEqual(noProblems)
      await context.close()
    })

    test.each(redirects)("%s lands on %s", async (from, to) => {
      const { context, page, problems } = await openPage(browser, viewport)
      await page.goto(base + from)
      await page.waitForURL(url => url.pathname === to)
      await page.waitForLoadState("networkidle")
      expect(new URL(page.url()).pathname).toBe(to)
      expect(problems.pageErrors).toEqual([])
      expect(problems.externalRequests).toEqual([])
      await context.close()
    })
  })

  describe("without JavaScript", () => {
    test.each(routes)("%s has its content in the HTML", async (path, heading) => {
      const { context, page } = await openPage(browser, "phone", { javaScriptEnabled: false })
      await page.goto(base + path)
      await expect(page.getByRole("heading", { name: heading }).first().isVisible()).resolves.toBe(true)
      await context.close()
    })

    test.each(redirects)("%s still lands on %s", async (from, to) => {
      const { context, page } = await openPage(browser, "phone", { javaScriptEnabled: false })
      await page.goto(base + from)
      await page.waitForURL(url => url.pathname === to)
      expect(new URL(page.url()).pathname).toBe(to)
      await context.close()
    })

    test("the redirect page keeps a visible link onward", async () => {
      const response = await fetch(`${base}/admin/`)
      const html = await response.text()
      expect(html).toContain('<meta http-equiv="refresh" content="0; url=/admin/dashboard/"')
      expect(html).toMatch(/<a href="\/admin\/dashboard\/">Continue to \/admin\/dashboard\/<\/a>/)
    })
  })
})
