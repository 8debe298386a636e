import { Locale } from "../../model/locales"

/**
 * Month and day names as Intl writes them for Kenya (en-KE, sw-KE; a test holds them to it). They are words here, not
 * Intl's: a phone's first Intl formatter loads its locale data, about 70 ms of one task on a slow one, mid-hydration.
 */
const calendarWords: Record<Locale, { months: string[]; weekdays: string[] }> = {
  en: {
    months: "January February March April May June July August September October November December".split(" "),
    weekdays: "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(" "),
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
