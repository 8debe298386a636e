import { daysLater } from "../../model/timetable"
import type { ContentError } from "./content-error"
import type { ReadFile } from "./check-links"

/** How far ahead the list of public holidays and closures must reach: someone adds next year's days in time. */
export const specialDaysAhead = 60

interface SpecialDayRecord {
  date: string
  closed?: string[]
  hours?: { service: string }[]
}

/**
 * content/special-days.yaml: a date given twice, or a service both closed and given hours on one day, is a
 * mistake; a list whose last day is less than two months after `today` (YYYY-MM-DD) is a warning.
 */
export function specialDaysCheck(
  read: readonly ReadFile[],
  today: string,
): { errors: ContentError[]; warnings: ContentError[] } {
  const file = read.find(entry => entry.type.name === "SpecialDay")
  // A file with mistakes is reported as such; its days cannot be read.
  if (!file?.records) return { errors: [], warnings: [] }
  const days = file.records as unknown as SpecialDayRecord[]
  const errors: ContentError[] = []
  const seen = new Set<string>()
  days.forEach((day, index) => {
    const at = `days[${index}]`
    if (seen.has(day.date))
      errors.push({
        file: file.shownAs,
        field: `${at}.date`,
        message: `gives ${day.date} a second time: write all of a day's services in one entry`,
      })
    seen.add(day.date)
    if (!day.closed?.length && !day.hours?.length)
      errors.push({
        file: file.shownAs,
        field: at,
        message: "names no service: list those closed that day under closed, or those open other hours under hours",
      })
    ;(day.hours ?? []).forEach(({ service }, hoursIndex) => {
      if (day.closed?.includes(service))
        errors.push({
          file: file.shownAs,
          field: `${at}.hours[${hoursIndex}].service`,
          message: `names "${service}", which this day also lists as closed: keep it in one of the two`,
        })
    })
  })
  const last = [...seen].sort().pop() ?? today
  const until = daysLater(today, specialDaysAhead)
  const warnings =
    last < until
      ? [
          {
            file: file.shownAs,
            message:
              `ends on ${last}, less than ${specialDaysAhead} days from today: add next year's public holidays ` +
              "(docs/staff.md says how)",
          },
        ]
      : []
  return { errors, warnings }
}
