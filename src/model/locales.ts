/**
 * The languages of the public pages. Browser-safe: the pages, the build and the tests all read it.
 * The demonstration screens stay in English whatever the page around them.
 */
export const locales = ["en", "sw"] as const
export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = "en"

export interface LocaleInfo {
  /** The language's name in that language, as the language switch shows it. */
  name: string
  /** The `lang` attribute, on <html> and on anything shown in another language than the page. */
  lang: string
  /** Open Graph's og:locale. */
  ogLocale: string
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { name: "English", lang: "en", ogLocale: "en_KE" },
  sw: { name: "Kiswahili", lang: "sw", ogLocale: "sw_KE" },
}

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)

/**
 * The `lang` to put on text in `textLocale` shown on a page in `pageLocale`: none when they are the same, so
 * text in the page's own language carries no attribute.
 */
export const langIfOther = (pageLocale: Locale, textLocale: Locale): string | undefined =>
  pageLocale === textLocale ? undefined : localeInfo[textLocale].lang
