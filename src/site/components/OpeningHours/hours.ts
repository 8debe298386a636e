import { allDayTimes, weekDays } from "../../../model/content-model/values"
import { defaultLocale, dictionaries, Locale, weekdayName } from "../../i18n"

/** One line of a service's hours, as content/site.yaml holds it. */
export type OpeningTimes = Queries.SiteSettingsFieldsFragment["openingHours"][number]["times"][number]

const dayIndex = (day: string) => weekDays.indexOf(day as (typeof weekDays)[number])

/**
 * The days in week order, with runs of days joined: "Monday to Friday", "Saturday and Sunday",
 * "Monday, Wednesday and Friday", or "Every day"; in Swahili "Jumatatu hadi Ijumaa" and so on.
 * content/site.yaml names the days in English; the locale's own names come from dates.ts.
 */
export function formatDays(days: readonly string[], locale: Locale = defaultLocale): string {
  const words = dictionaries[locale].hours
  const sorted = [...new Set(days)].sort((a, b) => dayIndex(a) - dayIndex(b))
  if (sorted.length === weekDays.length) return words.everyDay
  const runs: string[][] = []
  for (const day of sorted) {
    const run = runs[runs.length - 1]
    if (run && dayIndex(day) === dayIndex(run[run.length - 1]) + 1) run.push(day)
    else runs.push([day])
  }
  const name = (day: string) => weekdayName(dayIndex(day), locale)
  const parts = runs.flatMap(run =>
    run.length > 2 ? [words.dayRange(name(run[0]), name(run[run.length - 1]))] : run.map(name),
  )
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} ${words.and} ${parts[parts.length - 1]}` : parts[0]
}

/** "08:00–17:00", or "Open 24 hours" for a whole day. */
export function formatTimes(
  { opens, closes }: Pick<OpeningTimes, "opens" | "closes">,
  locale: Locale = defaultLocale,
): string {
  return opens === allDayTimes.opens && closes === allDayTimes.closes
    ? dictionaries[locale].hours.allDay
    : `${opens}–${closes}`
}

/** One sentence for each line of hours: "Monday to Friday: 08:00–17:00". */
export function formatOpeningTimes(times: readonly OpeningTimes[], locale: Locale = defaultLocale): string[] {
  return times.map(line => dictionaries[locale].hours.line(formatDays(line.days, locale), formatTimes(line, locale)))
}

/**
 * A service's lines of hours from content/site.yaml, by the service's slug ("dental"); none for a service whose
 * hours are not written yet, whose page then asks visitors to call.
 */
export function serviceHours(
  openingHours: Queries.SiteSettingsFieldsFragment["openingHours"],
  service: string,
): readonly OpeningTimes[] {
  return openingHours.find(hours => hours.service === service)?.times ?? []
}
