import { Locale, localeInfo } from "../../model/locales"

// Dates are calendar days (an article's date, a day of the week): formatted in UTC, so no time zone moves them.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>()
const weekdayFormats = new Map<Locale, Intl.DateTimeFormat>()

function cached(cache: Map<Locale, Intl.DateTimeFormat>, locale: Locale, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo[locale].intl, { ...options, timeZone: "UTC" })
    cache.set(locale, format)
  }
  return format
}

/**
 * A date in words as the locale writes it: "18 September 2026", "18 Septemba 2026". Takes "YYYY-MM-DD" or a
 * full ISO date; anything that is not a date is returned as it is.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = new Date(isoDate)
  return Number.isNaN(date.valueOf())
    ? isoDate
    : cached(dateFormats, locale, { day: "numeric", month: "long", year: "numeric" }).format(date)
}

/** 1 January 2024 was a Monday: day `index` of a week that starts on Monday. */
const mondayBased = (index: number) => new Date(Date.UTC(2024, 0, 1 + index))

/** The name of a day of the week (0 = Monday) in the locale's words: "Monday", "Jumatatu". */
export function weekdayName(index: number, locale: Locale): string {
  return cached(weekdayFormats, locale, { weekday: "long" }).format(mondayBased(index))
}
