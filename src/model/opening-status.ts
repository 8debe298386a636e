import { allDayTimes } from "./content-model/values"
import { type ServiceTimetable, dayMs, offsetMs } from "./timetable"

/**
 * Whether a service is open at a moment, from its timetable (timetable.ts), on Nairobi clocks whatever the
 * phone's own zone. The browser works it out from what the page carries (src/site/components/OpenStatus), so a page
 * built last week says what is true today, with no request for data.
 */

export type OpenStatus =
  | { state: "always" }
  | { state: "open"; until: string }
  /** `holiday`: the special day that closes it today; `opens`: when it opens next, within a fortnight. */
  | { state: "closed"; holiday?: string; opens?: { inDays: number; weekday: number; time: string } }

/** How far ahead the next opening is looked for. */
const lookAheadDays = 14

const minutes = (clock: string) => +clock.slice(0, 2) * 60 + +clock.slice(3)
/** 23:59 closes at midnight: 00:00 to 23:59 is open day and night. */
const closing = (clock: string) => (clock === allDayTimes.closes ? 24 * 60 : minutes(clock))

/** A day's hours in minutes from midnight, [opens, closes] each, and the special day that made them, if one did. */
function hoursOn(timetable: ServiceTimetable, day: number) {
  const date = new Date(day * dayMs).toISOString().slice(0, 10)
  const special = timetable.special.find(entry => entry[0] === date)
  if (special) {
    const [, name, opens, closes] = special
    return { name, spans: opens && closes ? [[minutes(opens), closing(closes)]] : [] }
  }
  // 1 January 1970 was a Thursday: day 0 counts from Monday as 3.
  const weekday = (day + 3) % 7
  const spans = timetable.week
    .filter(([days]) => days.includes(weekday))
    .map(([, opens, closes]) => [minutes(opens), closing(closes)])
    .sort((a, b) => a[0] - b[0])
  return { name: undefined, spans }
}

const clock = (value: number) =>
  `${String(Math.floor(value / 60) % 24).padStart(2, "0")}:${String(value % 60).padStart(2, "0")}`

export function openingStatus(timetable: ServiceTimetable, now: number): OpenStatus {
  const local = now + offsetMs
  const today = Math.floor(local / dayMs)
  const minute = Math.floor((local - today * dayMs) / 60_000)
  const todays = hoursOn(timetable, today)
  const open = todays.spans.find(([opens, closes]) => opens <= minute && minute < closes)
  if (open) {
    const fullDay = open[0] === 0 && open[1] === 24 * 60
    const runsOn = hoursOn(timetable, today + 1).spans.some(([opens, closes]) => opens === 0 && closes === 24 * 60)
    return fullDay && runsOn ? { state: "always" } : { state: "open", until: clock(open[1]) }
  }
  const holiday = todays.name !== undefined && todays.spans.length === 0 ? todays.name : undefined
  for (let inDays = 0; inDays <= lookAheadDays; inDays++) {
    const next = hoursOn(timetable, today + inDays).spans.find(([opens]) => inDays > 0 || opens > minute)
    if (next)
      return { state: "closed", holiday, opens: { inDays, weekday: (today + inDays + 3) % 7, time: clock(next[0]) } }
  }
  return { state: "closed", holiday }
}
