import { expect, test } from "@playwright/test"
import { articleRoute, homePath, offlinePath, serviceRoute } from "../../src/routes"
import { news, sectionTitle, servicePages, site } from "./support/patient-content"

const essentials = [homePath, ...servicePages.map(page => serviceRoute.path(page.slug)), offlinePath]

test("after one visit, the home page, the service pages and the offline page open with no connection", async ({
  page,
  context,
}) => {
  const errors: string[] = []
  page.on("pageerror", error => errors.push(error.message))
  await page.goto(homePath)
  // The worker keeps the essentials while it installs, and takes over once it is ready.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))

  await context.setOffline(true)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)

  for (const path of essentials) {
    const response = await page.goto(path)
    expect(response?.fromServiceWorker(), path).toBe(true)
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached()
  }
  for (const service of servicePages) {
    await page.goto(serviceRoute.path(service.slug))
    await expect(page.getByRole("heading", { level: 1, name: service.title })).toBeVisible()
    // Its scripts were kept too: React takes over the page as it would online.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length))
      .toBeGreaterThan(0)
  }
  expect(errors).toEqual([])
})

test("a page never opened before sends the visitor, offline, to the page with the phone, WhatsApp, emergency line, hours and address", async ({
  page,
  context,
}) => {
  await page.goto(homePath)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await context.setOffline(true)

  const [article] = news
  await page.goto(articleRoute.path(article.slug))
  await expect(page).toHaveURL(offlinePath)
  await expect(page.getByRole("heading", { level: 1, name: sectionTitle("offline") })).toBeVisible()
  const main = page.getByRole("main")
  await expect(main.getByRole("link", { name: /^Emergency/ })).toContainText(site.emergencyPhone)
  await expect(main.getByRole("link", { name: /^Call/ })).toContainText(site.phone)
  await expect(main.getByRole("link", { name: /^WhatsApp/ })).toContainText(site.whatsapp)
  await expect(main.getByText(site.address)).toBeVisible()
  for (const service of servicePages) {
    await expect(main.getByRole("heading", { level: 3, name: service.title })).toBeVisible()
  }
})
