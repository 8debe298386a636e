import { siteMidnight, specialDayNotice } from "./special-day-notice"
import { siteDate } from "./timetable"

/**
 * The last moment up to `now` at which what the pages show by the clock changed: a notice started or ended, a special
 * day passed, a year began (the footer's). Built at `now`, the pages are those built then, so a build that changed no
 * content changes no page, and Gatsby's cache rebuilds only the pages an edit touched.
 */
export function settledAt(
  now: number,
  notices: readonly { start: string; end: string }[],
  specialDays: readonly { date: string; notice?: unknown }[],
): number {
  const moments = [
    siteMidnight(`${siteDate(now).slice(0, 4)}-01-01`),
    ...notices.flatMap(notice => [Date.parse(notice.start), Date.parse(notice.end)]),
    ...specialDays.flatMap(day => {
      const notice = specialDayNotice(day)
      return [siteMidnight(day.date, 1), ...(notice ? [notice.start, notice.end] : [])]
    }),
  ]
  return Math.max(0, ...moments.filter(moment => moment <= now))
}
