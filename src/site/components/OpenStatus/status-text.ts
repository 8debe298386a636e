import { OpenStatus, openingStatus } from "../../../model/opening-status"
import { ServiceTimetable, siteDate } from "../../../model/timetable"
import { specialDayAttribute, statusAttribute } from "./attributes"
import { type Locale, defaultLocale, locales } from "../../../model/locales"
import { statusWords } from "../../i18n/status-words"
import { weekdayName } from "../../i18n/dates"

/** "Open now, until 17:00", "Closed today (Mashujaa Day), opens tomorrow at 08:00", in `locale`. */
export function statusText(status: OpenStatus, locale: Locale): string {
  const words = statusWords[locale]
  if (status.state === "always") return words.always
  if (status.state === "open") return words.openUntil(status.until)
  const closed = status.holiday ? words.closedToday(status.holiday) : words.closed
  const { opens } = status
  if (!opens) return closed
  const when =
    opens.inDays === 0
      ? words.opensToday(opens.time)
      : opens.inDays === 1
        ? words.opensTomorrow(opens.time)
        : words.opensOn(weekdayName(opens.weekday, locale), opens.time)
  return words.then(closed, when)
}

/**
 * Writes every service's status on the page as it is now, each in the language its element carries (OpenStatus),
 * and hides the lines of the special days that have passed from the tables of hours.
 */
export function writeStatuses(root: ParentNode) {
  const now = Date.now()
  const today = siteDate(now)
  root.querySelectorAll<HTMLElement>(`[${statusAttribute}]`).forEach(element => {
    const timetable = JSON.parse(element.getAttribute(statusAttribute) as string) as ServiceTimetable
    const locale = locales.find(known => known === element.lang) ?? defaultLocale
    element.textContent = statusText(openingStatus(timetable, now), locale)
  })
  root.querySelectorAll<HTMLElement>(`[${specialDayAttribute}]`).forEach(line => {
    line.hidden = (line.getAttribute(specialDayAttribute) as string) < today
  })
}
