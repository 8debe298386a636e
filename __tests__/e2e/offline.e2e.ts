import { homePath, localizedPath, offlinePath } from "../../src/routes"
import { locales, readExpectations } from "./support/content"
import { expect, test, visit } from "./support/fixtures"
import { servers } from "./support/project"
import { wordsOf } from "./support/words"

const base = servers.static
const { languages } = readExpectations()

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

for (const locale of locales) {
  const { news, offline, servicePages, site } = languages[locale]
  const home = localizedPath(locale, homePath)
  const offlinePage = localizedPath(locale, offlinePath)
  const essentials = [home, ...servicePages.map(page => page.path), offlinePage]

  test(`after one visit to ${home}, it, its service pages and its offline page open with no connection @content`, async ({
    page,
    context,
  }) => {
    await visit(page, base + home)
    // The worker keeps the essentials while it installs, and takes over once it is ready.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))

    await context.setOffline(true)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)

    for (const path of essentials) {
      const response = await page.goto(base + path)
      expect(response?.fromServiceWorker(), path).toBe(true)
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached()
    }
    for (const service of servicePages) {
      await page.goto(base + service.path)
      await expect(page.getByRole("heading", { level: 1, name: service.title })).toBeVisible()
      // Its scripts were kept too: React takes over the page as it would online.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length))
        .toBeGreaterThan(0)
    }
  })

  // An article of this language never opened before; without one, this language's second archive page (not kept).
  const unvisited = news[0]?.path ?? localizedPath(locale, "/news/2/")
  test(`a ${locale} page never opened before sends the visitor, offline, to ${offlinePage}, with the phone, WhatsApp, emergency line, hours and address @content`, async ({
    page,
    context,
  }) => {
    const words = wordsOf(locale).contact
    await visit(page, base + home)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await context.setOffline(true)

    await page.goto(base + unvisited)
    await expect(page).toHaveURL(url => url.pathname === offlinePage)
    await expect(page.locator("html")).toHaveAttribute("lang", locale)
    await expect(page.getByRole("heading", { level: 1, name: offline.title })).toBeVisible()
    const main = page.getByRole("main")
    await expect(main.getByRole("link", { name: new RegExp(`^${escape(words.emergency)}`) })).toContainText(
      site.emergencyPhone,
    )
    await expect(main.getByRole("link", { name: new RegExp(`^${escape(words.call)}`) })).toContainText(site.phone)
    await expect(main.getByRole("link", { name: /^WhatsApp/ })).toContainText(site.whatsapp)
    await expect(main.getByText(site.address)).toBeVisible()
    for (const service of servicePages) {
      await expect(main.getByRole("heading", { level: 3, name: service.title })).toBeVisible()
    }
  })
}
