import { siteTimeZone, weekDays } from "./content-model/values"
import type { Locale } from "./locales"

/**
 * A service's timetable as a page carries it: its usual week and the special days (content/special-days.yaml)
 * that change it, from which the browser works out whether it is open now (opening-status.ts). Dates and times
 * are on Nairobi clocks.
 */

/** A service's hours as a page carries them: each line of the week, and each special day from the build on. */
export interface ServiceTimetable {
  /** Days of the week (0 = Monday), opening and closing times: [[0, 1, 2, 3, 4], "08:00", "17:00"]. */
  week: [days: number[], opens: string, closes: string][]
  /** Date, the day's name, and its hours that day; none is closed. */
  special: [date: string, name: string, opens?: string, closes?: string][]
}

export const dayMs = 86_400_000
/** Kenya's offset from UTC, in milliseconds: no summer time. */
export const offsetMs = (() => {
  const [hours, minutes] = siteTimeZone.offset.slice(1).split(":").map(Number)
  return (siteTimeZone.offset.startsWith("-") ? -1 : 1) * (hours * 60 + minutes) * 60_000
})()

/** A special day as content/special-days.yaml gives it, its name in one language. */
export interface SpecialDay {
  date: string
  name: string
  closed?: readonly string[] | null
  hours?: readonly { service: string; opens: string; closes: string }[] | null
}

/** The date `days` after `date`: "2026-12-04", 3 → "2026-12-07". */
export const daysLater = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)

/** The date on Nairobi clocks at `now`: "2026-12-04". */
export const siteDate = (now: number) => new Date(now + offsetMs).toISOString().slice(0, 10)

/**
 * The timetable of `service` from its lines of hours and the special days that change them, from `from` (a date,
 * the build's) on: every one the file holds, so that a page however old is right on each.
 */
export function timetableOf(
  service: string,
  times: readonly { days: readonly string[]; opens: string; closes: string }[],
  specialDays: readonly SpecialDay[],
  from: string,
): ServiceTimetable {
  const dayIndex = (day: string) => weekDays.indexOf(day as (typeof weekDays)[number])
  return {
    week: times.map(line => [line.days.map(dayIndex), line.opens, line.closes]),
    special: specialDays.flatMap((day): ServiceTimetable["special"] => {
      if (day.date < from) return []
      if (day.closed?.includes(service)) return [[day.date, day.name]]
      const hours = day.hours?.find(other => other.service === service)
      return hours ? [[day.date, day.name, hours.opens, hours.closes]] : []
    }),
  }
}

/**
 * The timetables of every service with hours, from the site's hours and special days as the data layer gives them,
 * with the days' names in `locale`, from the site's build time on: what a page carries.
 */
export function timetables(
  openingHours: readonly {
    service: string
    times: readonly { days: readonly string[]; opens: string; closes: string }[]
  }[],
  specialDays: readonly (Omit<SpecialDay, "name"> & { name: Record<Locale, string> })[],
  locale: Locale,
  buildTime: string,
): (service: string) => ServiceTimetable | undefined {
  // No build time (a test's data layer): every day is carried.
  const from = buildTime ? siteDate(Date.parse(buildTime)) : ""
  const days = specialDays.map(day => ({ ...day, name: day.name[locale] }))
  return service => {
    const times = openingHours.find(hours => hours.service === service)?.times
    return times && timetableOf(service, times, days, from)
  }
}
