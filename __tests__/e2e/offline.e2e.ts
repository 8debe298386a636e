import { homePath, offlinePath } from "../../src/routes"
import { readExpectations } from "./support/content"
import { expect, test, visit } from "./support/fixtures"
import { servers } from "./support/project"

const base = servers.static
const { news, offline, servicePages, site } = readExpectations()
const essentials = [homePath, ...servicePages.map(page => page.path), offlinePath]

test("after one visit, the home page, the service pages and the offline page open with no connection @content", async ({
  page,
  context,
}) => {
  await visit(page, base + homePath)
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

test("a page never opened before sends the visitor, offline, to the page with the phone, WhatsApp, emergency line, hours and address @content", async ({
  page,
  context,
}) => {
  await visit(page, base + homePath)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await context.setOffline(true)

  const [article] = news
  await page.goto(base + article.path)
  await expect(page).toHaveURL(url => url.pathname === offlinePath)
  await expect(page.getByRole("heading", { level: 1, name: offline.title })).toBeVisible()
  const main = page.getByRole("main")
  await expect(main.getByRole("link", { name: /^Emergency/ })).toContainText(site.emergencyPhone)
  await expect(main.getByRole("link", { name: /^Call/ })).toContainText(site.phone)
  await expect(main.getByRole("link", { name: /^WhatsApp/ })).toContainText(site.whatsapp)
  await expect(main.getByText(site.address)).toBeVisible()
  for (const service of servicePages) {
    await expect(main.getByRole("heading", { level: 3, name: service.title })).toBeVisible()
  }
})
