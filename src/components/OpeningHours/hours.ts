import { allDayTimes, weekDays } from "../../node/content-model/values"

/** One line of a service's hours, as content/site.yaml holds it. */
export type OpeningTimes = Queries.SiteSettingsFieldsFragment["openingHours"][number]["times"][number]

const dayIndex = (day: string) => weekDays.indexOf(day as (typeof weekDays)[number])

/**
 * The days in week order, with runs of days joined: "Monday to Friday", "Saturday and Sunday",
 * "Monday, Wednesday and Friday", or "Every day".
 */
export function formatDays(days: readonly string[]): string {
  const sorted = [...new Set(days)].sort((a, b) => dayIndex(a) - dayIndex(b))
  if (sorted.length === weekDays.length) return "Every day"
  const runs: string[][] = []
  for (const day of sorted) {
    const run = runs[runs.length - 1]
    if (run && dayIndex(day) === dayIndex(run[run.length - 1]) + 1) run.push(day)
    else runs.push([day])
  }
  const parts = runs.flatMap(run => (run.length > 2 ? [`${run[0]} to ${run[run.length - 1]}`] : run))
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : parts[0]
}

/** "08:00–17:00", or "Open 24 hours" for a whole day. */
export function formatTimes({ opens, closes }: Pick<OpeningTimes, "opens" | "closes">): string {
  return opens === allDayTimes.opens && closes === allDayTimes.closes ? "Open 24 hours" : `${opens}–${closes}`
}

/** One sentence for each line of hours: "Monday to Friday: 08:00–17:00". */
export function formatOpeningTimes(times: readonly OpeningTimes[]): string[] {
  return times.map(line => `${formatDays(line.days)}: ${formatTimes(line)}`)
}

/** A service's lines of hours from content/site.yaml, or none when staff have not given them. */
export function serviceHours(
  openingHours: Queries.SiteSettingsFieldsFragment["openingHours"],
  service: string,
): readonly OpeningTimes[] {
  return openingHours.find(hours => hours.service === service)?.times ?? []
}
