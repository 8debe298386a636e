import { Locale } from "../../model/locales"
import { weekDays } from "../../model/content-model/values"

/**
 * Month and day names as Intl writes them for Kenya (a test holds them to it). They are words here, not Intl's: a
 * phone's first Intl formatter loads its locale data, a long task on a slow phone while the page hydrates.
 */
const calendarWords: Record<Locale, { months: string[]; weekdays: readonly string[] }> = {
  en: {
    months: "January February March April May June July August September October November December".split(" "),
    weekdays: weekDays,
  },
  sw: {
    months: "Januari Februari Machi Aprili Mei Juni Julai Agosti Septemba Oktoba Novemba Desemba".split(" "),
    weekdays: "Jumatatu Jumanne Jumatano Alhamisi Ijumaa Jumamosi Jumapili".split(" "),
  },
}

/**
 * A date in words as the locale writes it: "18 September 2026", "18 Septemba 2026". Takes "YYYY-MM-DD" or a
 * full ISO date, as a calendar day in UTC, so no time zone moves it; anything that is not a date is returned as it is.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = new Date(isoDate)
  if (Number.isNaN(date.valueOf())) return isoDate
  return `${date.getUTCDate()} ${calendarWords[locale].months[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** The name of a day of the week (0 = Monday) in the locale's words: "Monday", "Jumatatu". */
export const weekdayName = (index: number, locale: Locale): string => calendarWords[locale].weekdays[index]
