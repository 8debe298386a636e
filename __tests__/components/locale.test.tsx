import React from "react"
import { render, screen } from "@testing-library/react"
import {
  LanguageLinks,
  LocaleProvider,
  dictionaries,
  formatDate,
  localeInfo,
  locales,
  useDictionary,
  useLanguageLinks,
  useLocale,
  weekdayName,
} from "../../src/site/i18n"

function Probe() {
  const locale = useLocale()
  const words = useDictionary()
  const links = useLanguageLinks()
  return (
    <p>
      {locale} {words.expandable.readMore} {links.en} {links.sw}
    </p>
  )
}

test("outside a provider, a component is in English and its twins are the home pages", () => {
  render(<Probe />)
  expect(screen.getByText(`en ${dictionaries.en.expandable.readMore} / /sw/`)).toBeInTheDocument()
})

test("inside a provider, a component has the page's language and twins", () => {
  render(
    <LocaleProvider locale="sw" languageLinks={{ en: "/news/", sw: "/sw/news/" }}>
      <Probe />
    </LocaleProvider>,
  )
  expect(screen.getByText("sw Soma zaidi /news/ /sw/news/")).toBeInTheDocument()
})

test("a page that renders again with the same addresses does not render the components below it again", () => {
  const renders = jest.fn()
  const Consumer = React.memo(function Consumer() {
    renders(useLanguageLinks(), useDictionary())
    return null
  })
  const page = (links: LanguageLinks) => (
    <LocaleProvider locale="sw" languageLinks={links}>
      <Consumer />
    </LocaleProvider>
  )
  const { rerender } = render(page({ en: "/", sw: "/sw/" }))
  rerender(page({ en: "/", sw: "/sw/" }))
  expect(renders).toHaveBeenCalledTimes(1)
  rerender(page({ en: "/news/", sw: "/sw/news/" }))
  expect(renders).toHaveBeenCalledTimes(2)
  expect(renders).toHaveBeenLastCalledWith({ en: "/news/", sw: "/sw/news/" }, dictionaries.sw)
})

test("every locale has its name, lang and Open Graph locale", () => {
  expect(locales.map(locale => localeInfo[locale])).toEqual([
    { name: "English", lang: "en", ogLocale: "en_KE" },
    { name: "Kiswahili", lang: "sw", ogLocale: "sw_KE" },
  ])
})

test("dates and day names are in the locale's words", () => {
  expect(formatDate("2026-09-18", "sw")).toBe("18 Septemba 2026")
  expect(formatDate("2026-09-18T00:00:00.000Z", "en")).toBe("18 September 2026")
  expect(formatDate("not a date", "sw")).toBe("not a date")
  expect([0, 6].map(day => weekdayName(day, "sw"))).toEqual(["Jumatatu", "Jumapili"])
  expect([0, 6].map(day => weekdayName(day, "en"))).toEqual(["Monday", "Sunday"])
})

/** Kenyan usage, as Intl names it. */
const kenyan = { en: "en-KE", sw: "sw-KE" } as const

test.each(locales)("%s: every month and day of the week is written as Intl writes it for Kenya", locale => {
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(kenyan[locale], { ...options, timeZone: "UTC" })
  const days = Array.from({ length: 7 }, (_, day) => day)
  // The first of each month, and the last day of a year: a 1 and a 31, a leap year's February.
  const dates = [
    ...Array.from({ length: 12 }, (_, month) => `2028-${String(month + 1).padStart(2, "0")}-01`),
    "2027-12-31",
    "2028-02-29",
  ]
  expect(dates.map(date => formatDate(date, locale))).toEqual(
    dates.map(date => intl({ day: "numeric", month: "long", year: "numeric" }).format(new Date(date))),
  )
  // 1 January 2024 was a Monday.
  expect(days.map(day => weekdayName(day, locale))).toEqual(
    days.map(day => intl({ weekday: "long" }).format(new Date(Date.UTC(2024, 0, 1 + day)))),
  )
})
