import type { Page } from "@playwright/test"
import { readExpectations } from "../../testkit/expectations"
import { locales } from "../../src/model/locales"
import { homePath, localizedPath } from "../../src/model/routes"
import { openingStatus } from "../../src/model/opening-status"
import { daysLater, siteDate, timetableOf } from "../../src/model/timetable"
import { statusText } from "../../src/site/components/OpenStatus/status-text"
import { expect, test, visitAt } from "./support/fixtures"
import { servers } from "./support/project"

/**
 * Each service's "open now" status on its page and in the footer, at moments read from content/site.yaml and
 * content/special-days.yaml, on the phone's clock (Playwright's), in every language: worked out in the browser on
 * Nairobi clocks, whatever the phone's own zone, and empty with JavaScript off, where the hours say it all.
 */

const base = servers.static
const { site, specialDays, languages } = readExpectations()
const weekNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
/** A moment on Nairobi clocks: ("2026-12-04", "08:00"). */
const at = (date: string, clock: string) => Date.parse(`${date}T${clock}:00+03:00`)
const shift = (clock: string, minutes: number) => {
  const total = +clock.slice(0, 2) * 60 + +clock.slice(3) + minutes
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`
}

// The days of the coming year, from tomorrow: a page built today carries every special day among them.
const today = siteDate(Date.now())
const ahead = Array.from({ length: 365 }, (_, index) => daysLater(today, index + 1))
const special = (date: string) => specialDays.find(day => day.date === date)
const timesOf = (service: string) => site.openingHours.find(hours => hours.service === service)?.times ?? []
const usualLine = (service: string, date: string) =>
  timesOf(service).find(line => line.days.includes(weekNames[weekdayOf(date)]))

/** A service with hours that are not day and night, which a public holiday ahead closes. */
const holiday = specialDays.find(day => ahead.includes(day.date) && day.closed?.length)
const service = holiday?.closed?.find(slug => timesOf(slug).some(line => line.opens !== "00:00"))
const usualDate = service && ahead.find(date => usualLine(service, date) && !special(date))
const sunday = ahead.find(date => weekdayOf(date) === 6 && !special(date))
/** A day ahead on which a service keeps other hours than its usual ones. */
const otherHours = specialDays.find(day => ahead.includes(day.date) && day.hours?.length)

/** The status the page must show for `slug` at `time`, in `locale`. */
function expected(slug: string, time: number, locale: (typeof locales)[number]) {
  const days = specialDays.map(day => ({ ...day, name: day.name[locale] }))
  return statusText(openingStatus(timetableOf(slug, timesOf(slug), days, today), time), locale)
}

const servicePage = (slug: string, locale: (typeof locales)[number]) =>
  languages[locale].servicePages.find(page => page.slug === slug)
const pageOf = (slug: string, locale: (typeof locales)[number]) => servicePage(slug, locale)?.path as string

async function expectStatus(page: Page, slug: string, time: number, locale: (typeof locales)[number]) {
  const path = pageOf(slug, locale)
  await visitAt(page, base + path, time)
  const text = expected(slug, time, locale)
  await expect(page.locator("main [data-open-status]"), new Date(time).toISOString()).toHaveText(text)
  await expect(page.locator(`footer li:has(a[href="${path}"]) [data-open-status]`)).toHaveText(text)
}

// The tests below are made from these; content without them must fail here, not leave the tests out unseen.
test("the content has a service that a day ahead closes, a usual day of its hours and a Sunday @phone @content", () => {
  const any = expect.any(String)
  expect({ holiday: holiday?.date, service, usualDate, sunday }).toEqual({
    holiday: any,
    service: any,
    usualDate: any,
    sunday: any,
  })
})

if (service && usualDate && holiday && sunday) {
  const usual = usualLine(service, usualDate) as { opens: string; closes: string }
  const moments: [string, number][] = [
    ["a weekday inside the hours", at(usualDate, shift(usual.opens, 60))],
    ["just before opening", at(usualDate, shift(usual.opens, -1))],
    ["the last minute before closing", at(usualDate, shift(usual.closes, -1))],
    ["just after closing", at(usualDate, shift(usual.closes, 1))],
    ["midnight", at(usualDate, "00:00")],
    ["a Sunday", at(sunday, "12:00")],
    [`a public holiday (${holiday.name.en})`, at(holiday.date, usual.opens)],
  ]

  for (const locale of locales) {
    test.describe(`${locale}: the status of ${service} @phone @content`, () => {
      for (const [moment, time] of moments) {
        test(`at ${moment}`, async ({ page }) => {
          await expectStatus(page, service, time, locale)
        })
      }

      if (otherHours) {
        const hours = otherHours.hours?.[0] as { service: string; opens: string; closes: string }
        test(`on a day of other hours (${otherHours.name.en}), at and just before its opening`, async ({ page }) => {
          await expectStatus(page, hours.service, at(otherHours.date, shift(hours.opens, -1)), locale)
          await expectStatus(page, hours.service, at(otherHours.date, hours.opens), locale)
        })
      }

      test("the hours list the public holiday ahead, until it has passed", async ({ page }) => {
        const term = page.locator(`main [data-special-day="${holiday.date}"] dt`)
        await visitAt(page, base + pageOf(service, locale), at(daysLater(holiday.date, -1), "12:00"))
        await expect(term).toBeVisible()
        await visitAt(page, base + pageOf(service, locale), at(daysLater(holiday.date, 1), "12:00"))
        await expect(term).toBeHidden()
      })

      test("a page reached by a link from the home page shows the same", async ({ page }) => {
        const time = at(usualDate, shift(usual.opens, 60))
        await visitAt(page, base + localizedPath(locale, homePath), time)
        await page.locator(`main a[href="${pageOf(service, locale)}"]`).click()
        await expect(page).toHaveURL(new RegExp(`${pageOf(service, locale)}$`))
        // The address changes as the router starts drawing the page; its heading says it is drawn.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicePage(service, locale)?.title ?? "")
        await expect(page.locator("main [data-open-status]")).toHaveText(expected(service, time, locale))
      })
    })
  }

  // Every service with hours that the day closes: a staff closure or a holiday, whichever comes first.
  for (const slug of (holiday.closed ?? []).filter(closed => timesOf(closed).length > 0)) {
    test(`on ${holiday.name.en}, ${slug} says it is closed, and why @phone @content`, async ({ page }) => {
      const time = at(holiday.date, "12:00")
      // The moment is one the status names the day at; the page must say just that.
      expect(expected(slug, time, "en")).toContain(holiday.name.en)
      await expectStatus(page, slug, time, "en")
    })
  }

  test.describe("a phone set to another time zone @phone @content", () => {
    test.use({ timezoneId: "America/Los_Angeles" })
    test("sees the status on Nairobi clocks", async ({ page }) => {
      for (const time of [at(usualDate, shift(usual.opens, 60)), at(usualDate, shift(usual.closes, 1))]) {
        await expectStatus(page, service, time, "en")
      }
    })
  })

  test("a page left open as the service closes says so within a minute @phone @content", async ({ page }) => {
    const before = at(usualDate, shift(usual.closes, -1))
    const closed = expected(service, before + 60_000, "en")
    expect(closed).not.toEqual(expected(service, before, "en"))
    await expectStatus(page, service, before, "en")
    await page.clock.fastForward(60_000)
    await expect(page.locator("main [data-open-status]")).toHaveText(closed)
  })

  test("a page shown again, its tab brought back or restored from the back-forward cache, says what is true now @phone @content", async ({
    page,
  }) => {
    const before = at(usualDate, shift(usual.closes, -1))
    const later = at(daysLater(usualDate, 1), "00:00")
    const status = page.locator("main [data-open-status]")
    for (const event of ["pageshow", "visibilitychange"]) {
      await expectStatus(page, service, before, "en")
      // A new time, with no timer run: only the event can bring the status up to date.
      await page.clock.setSystemTime(later)
      await page.evaluate(type => (type === "pageshow" ? window : document).dispatchEvent(new Event(type)), event)
      await expect(status, event).toHaveText(expected(service, later, "en"))
    }
  })

  test.describe("with JavaScript off @phone @content", () => {
    test.use({ javaScriptEnabled: false })
    test("no status shows, and the hours say it all", async ({ page }) => {
      await page.goto(base + pageOf(service, "en"))
      const statuses = page.locator("[data-open-status]")
      await expect(statuses.first()).toBeAttached()
      expect(await statuses.allTextContents()).toEqual((await statuses.allTextContents()).map(() => ""))
      await expect(page.locator("main dl")).toContainText(usual.opens)
    })
  })
}

const announced = specialDays.filter(day => day.notice && ahead.includes(day.date))
for (const day of announced) {
  test(`the closure of ${day.date} is announced above the pages from a week before it @phone @content`, async ({
    page,
  }) => {
    const banner = page.locator(`[data-notice="special-day.${day.date}"]`)
    await visitAt(page, base + "/", at(daysLater(day.date, -8), "12:00"))
    await expect(banner).toBeHidden()
    await visitAt(page, base + "/", at(day.date, "12:00"))
    await expect(banner).toContainText(day.notice?.en as string)
    await visitAt(page, base + "/", at(daysLater(day.date, 1), "00:00"))
    await expect(banner).toBeHidden()
  })
}
