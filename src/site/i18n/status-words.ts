import type { Locale } from "../../model/locales"
import { dictionaries } from "./dictionary"

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
