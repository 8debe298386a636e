import { dayMs, offsetMs } from "./timetable"

/** How long before its day a special day's notice starts to show. */
const noticeDaysBefore = 7

/** Midnight starting `date` on Nairobi clocks, `days` later, in milliseconds since 1970. */
export const siteMidnight = (date: string, days = 0) => Date.parse(`${date}T00:00:00Z`) + days * dayMs - offsetMs

/**
 * The notice a special day gives when staff write one: from a week before the day until the day ends, named by
 * its date so that no two share a name, and never the name of a file in content/notices/, which has no dot.
 */
export const specialDayNotice = <Message>(day: { date: string; notice?: Message | null }) =>
  day.notice
    ? {
        slug: `special-day.${day.date}`,
        message: day.notice,
        level: "information" as const,
        start: siteMidnight(day.date, -noticeDaysBefore),
        end: siteMidnight(day.date, 1),
        link: null,
      }
    : undefined
