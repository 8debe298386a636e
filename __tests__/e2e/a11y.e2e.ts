import type { Browser } from "playwright-core"
import { axeViolations } from "./support/axe"
import { launchBrowser, openPage, viewportNames, visit } from "./support/browser"
import { routes } from "./support/routes"
import { servers } from "./support/servers"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe.each(viewportNames)("at %s width", viewport => {
  test.each(routes.map(([path]) => path))("axe-core finds no accessibility violations on %s", async path => {
    const { context, page } = await openPage(browser, viewport)
    await visit(page, servers.static + path)
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
})
