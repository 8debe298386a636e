import type { Locale } from "../../model/locales"
import type { ServiceTimetable } from "../../model/timetable"
import { weekDays } from "../../model/content-model/values"
import { dictionaries } from "./dictionary"
import { weekdayName } from "./dates"

/**
 * What a service's status says ("Open now, until 17:00"), apart from the dictionary (dictionary.ts), whose words
 * for a day and night service and a closed day it shares: only the code that writes the status carries these.
 */
const en = {
  always: dictionaries.en.hours.allDay,
  openUntil: (time: string) => `Open now, until ${time}`,
  closed: dictionaries.en.hours.closed,
  /** Closed for a public holiday or a closure: "Closed today (Mashujaa Day)". */
  closedToday: (day: string) => `Closed today (${day})`,
  opensToday: (time: string) => `opens today at ${time}`,
  opensTomorrow: (time: string) => `opens tomorrow at ${time}`,
  opensOn: (weekday: string, time: string) => `opens ${weekday} at ${time}`,
  /** "Closed, opens tomorrow at 08:00". */
  then: (closed: string, opens: string) => `${closed}, ${opens}`,
}

export type StatusWords = typeof en

const sw: StatusWords = {
  always: dictionaries.sw.hours.allDay,
  openUntil: time => `Wazi sasa, hadi ${time}`,
  closed: dictionaries.sw.hours.closed,
  closedToday: day => `Imefungwa leo (${day})`,
  opensToday: time => `itafunguliwa leo saa ${time}`,
  opensTomorrow: time => `itafunguliwa kesho saa ${time}`,
  opensOn: (weekday, time) => `itafunguliwa ${weekday} saa ${time}`,
  then: (closed, opens) => `${closed}, ${opens}`,
}

export const statusWords: Record<Locale, StatusWords> = { en, sw }

/**
 * The longest status `timetable` can show in `locale`, any day: its line keeps room for it from the first paint
 * (StatusLine), so that writing the status, whatever it says, moves nothing (no layout shift).
 */
export function longestStatus(timetable: ServiceTimetable, locale: Locale): string {
  const words = statusWords[locale]
  // Every time has five characters, and 0 is among the widest digits.
  const time = "00:00"
  const opens = [words.opensToday(time), words.opensTomorrow(time)].concat(
    weekDays.map((_, day) => words.opensOn(weekdayName(day, locale), time)),
  )
  const closed = [words.closed].concat(timetable.special.map(([, name]) => words.closedToday(name)))
  return [words.always, words.openUntil(time)]
    .concat(closed.flatMap(form => [form, ...opens.map(next => words.then(form, next))]))
    .reduce((longest, text) => (text.length > longest.length ? text : longest))
}
