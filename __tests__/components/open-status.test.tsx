import React from "react"
import { screen } from "@testing-library/react"
import { OpenStatus } from "../../src/site/components/OpenStatus"
import { OpeningHours } from "../../src/site/components/OpeningHours"
import { type Locale, locales, statusWords, weekdayName } from "../../src/site/i18n"
import { readFixtureItems, siteSettings } from "../support/fixtures"
import { renderInLocale, staticQueryData } from "../support/render"
import { writeStatuses } from "../../src/site/components/OpenStatus/status-text"
import { timetableOf } from "../../src/model/timetable"

/**
 * A service's status from the fixture set's hours (content/site.yaml) and special days (special-days.yaml), at
 * moments around them, in every language (the phone's own time zone is the browser tests').
 */

interface FixtureDay {
  date: string
  name: Record<Locale, string>
  closed?: string[]
  hours?: { service: string; opens: string; closes: string }[]
}
const days = readFixtureItems<FixtureDay>("special-days.yaml")
const holiday = days.find(day => day.closed?.length) as FixtureDay
const closure = days.find(day => day.hours?.length) as FixtureDay
const closureHours = closure.hours?.[0] as NonNullable<FixtureDay["hours"]>[number]
const limited = holiday.closed?.[0] as string
/** A service open day and night, every day. */
const allDay = siteSettings.openingHours.find(hours =>
  hours.times.some(line => line.days.length === 7 && line.opens === "00:00" && line.closes === "23:59"),
)?.service as string
const timesOf = (service: string) => siteSettings.openingHours.find(hours => hours.service === service)?.times ?? []

/** A moment on Nairobi clocks: "2030-12-09 10:00". */
const nairobi = (time: string) => Date.parse(`${time.replace(" ", "T")}:00+03:00`)
const dayMs = 86_400_000
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
const dateBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * dayMs).toISOString().slice(0, 10)

/** The usual line of `service`'s hours on the weekday of `date`. */
function usualLine(service: string, date: string) {
  const name = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][weekdayOf(date)]
  return timesOf(service).find(line => line.days.includes(name))
}

/** The last day before the holiday on which the limited service keeps its usual hours, and those hours. */
const usualDate = [1, 2, 3, 4, 5, 6, 7]
  .map(back => dateBefore(holiday.date, back))
  .find(date => usualLine(limited, date) && !days.some(day => day.date === date)) as string
const usual = usualLine(limited, usualDate) as { opens: string; closes: string }
/** The last day before the holiday, not itself a special day, on which the limited service does not open. */
const dayOff = [1, 2, 3, 4, 5, 6, 7]
  .map(back => dateBefore(holiday.date, back))
  .find(date => !usualLine(limited, date) && !days.some(day => day.date === date)) as string

const minus = (clock: string, minutes: number) => {
  const total = +clock.slice(0, 2) * 60 + +clock.slice(3) - minutes
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`
}

function statusAt(service: string, time: number | string, locale: Locale) {
  jest.setSystemTime(typeof time === "number" ? time : nairobi(time))
  const { container, unmount } = renderInLocale(<OpenStatus service={service} />, locale)
  writeStatuses(container)
  const text = container.textContent
  unmount()
  return text
}

/** When `service` opens next after `date`, as the status says it, seen from `date`. */
function nextOpening(service: string, date: string, locale: Locale) {
  const words = statusWords[locale]
  for (let ahead = 1; ahead < 14; ahead++) {
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + ahead * dayMs).toISOString().slice(0, 10)
    const special = days.find(day => day.date === next)
    if (special?.closed?.includes(service)) continue
    const opens = special?.hours?.find(hours => hours.service === service)?.opens ?? usualLine(service, next)?.opens
    if (!opens) continue
    return ahead === 1 ? words.opensTomorrow(opens) : words.opensOn(weekdayName(weekdayOf(next), locale), opens)
  }
  throw new Error(`${service} never opens after ${date}`)
}

// The site built ten days before the holiday: its pages carry the special days from then on.
const builtAt = staticQueryData.siteBuildMetadata.settledAt
beforeAll(() => (staticQueryData.siteBuildMetadata.settledAt = `${dateBefore(holiday.date, 10)}T06:00:00Z`))
afterAll(() => (staticQueryData.siteBuildMetadata.settledAt = builtAt))
beforeEach(() => jest.useFakeTimers({ doNotFake: ["queueMicrotask"] }))
afterEach(() => jest.useRealTimers())

describe.each(locales)("a service's status, in %s", locale => {
  const words = statusWords[locale]

  test("inside its hours it is open until it closes, up to the last minute", () => {
    expect(statusAt(limited, `${usualDate} ${usual.opens}`, locale)).toBe(words.openUntil(usual.closes))
    expect(statusAt(limited, `${usualDate} ${minus(usual.closes, 1)}`, locale)).toBe(words.openUntil(usual.closes))
  })

  test("just before it opens, it opens today; at closing time, it is closed until it next opens", () => {
    expect(statusAt(limited, `${usualDate} ${minus(usual.opens, 1)}`, locale)).toBe(
      words.then(words.closed, words.opensToday(usual.opens)),
    )
    expect(statusAt(limited, `${usualDate} ${usual.closes}`, locale)).toBe(
      words.then(words.closed, nextOpening(limited, usualDate, locale)),
    )
  })

  test("at midnight, a closed service opens later that day, and one open day and night says so", () => {
    expect(statusAt(limited, `${usualDate} 00:00`, locale)).toBe(
      words.then(words.closed, words.opensToday(usual.opens)),
    )
    expect(statusAt(allDay, `${usualDate} 00:00`, locale)).toBe(words.always)
  })

  test("on a day of the week it does not open (a Sunday), it is closed until it next opens", () => {
    expect(statusAt(limited, `${dayOff} 12:00`, locale)).toBe(
      words.then(words.closed, nextOpening(limited, dayOff, locale)),
    )
  })

  test("on a public holiday it is closed, named, until it next opens", () => {
    expect(statusAt(limited, `${holiday.date} ${usual.opens}`, locale)).toBe(
      words.then(words.closedToday(holiday.name[locale]), nextOpening(limited, holiday.date, locale)),
    )
  })

  test("on a day of other hours it keeps those, not its usual ones", () => {
    const { service, opens, closes } = closureHours
    expect(statusAt(service, `${closure.date} ${minus(opens, 1)}`, locale)).toBe(
      words.then(words.closed, words.opensToday(opens)),
    )
    expect(statusAt(service, `${closure.date} ${opens}`, locale)).toBe(words.openUntil(closes))
  })
})

test("a service without hours has no status", () => {
  const { container } = renderInLocale(<OpenStatus service="no-such-service" />, "en")
  expect(container).toBeEmptyDOMElement()
})

test("the hours list the coming special days, and leave out those that have passed", () => {
  jest.setSystemTime(nairobi(`${holiday.date} 12:00`))
  const days = readFixtureItems<FixtureDay>("special-days.yaml").map(day => ({ ...day, name: day.name.en }))
  const { special } = timetableOf(limited, timesOf(limited), days, dateBefore(holiday.date, 10))
  renderInLocale(<OpeningHours times={timesOf(limited)} special={special} />, "en")
  writeStatuses(document)
  expect(screen.getByText(new RegExp(holiday.name.en)).nextElementSibling).toHaveTextContent(statusWords.en.closed)
  jest.setSystemTime(nairobi(`${holiday.date} 12:00`) + dayMs)
  writeStatuses(document)
  expect(screen.getByText(new RegExp(holiday.name.en)).closest("[hidden]")).not.toBeNull()
})
