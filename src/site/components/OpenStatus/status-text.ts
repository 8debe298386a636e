import { OpenStatus, openingStatus } from "../../../model/opening-status"
import { ServiceTimetable, siteDate } from "../../../model/timetable"
import { shownSpecialDays, specialDayAttribute, statusAttribute, statusLocaleAttribute } from "./attributes"
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
 * Writes every service's status on the page as it is now, each in the language its element carries (StatusLine),
 * and shows the next special days in the tables of hours, those that have passed hidden.
 */
export function writeStatuses(root: ParentNode) {
  const now = Date.now()
  const today = siteDate(now)
  root.querySelectorAll<HTMLElement>(`[${statusAttribute}]`).forEach(element => {
    const timetable = JSON.parse(element.getAttribute(statusAttribute) as string) as ServiceTimetable
    const locale = locales.find(known => known === element.getAttribute(statusLocaleAttribute)) ?? defaultLocale
    const text = statusText(openingStatus(timetable, now), locale)
    // Written again only when it changed: the page's other text is left as it is.
    if (element.textContent !== text) element.textContent = text
  })
  root.querySelectorAll("dl").forEach(table => {
    const coming = [...table.querySelectorAll<HTMLElement>(`[${specialDayAttribute}]`)].filter(line => {
      line.hidden = true
      return (line.getAttribute(specialDayAttribute) as string) >= today
    })
    coming.slice(0, shownSpecialDays).forEach(line => (line.hidden = false))
  })
}
