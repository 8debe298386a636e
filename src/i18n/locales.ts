/** The languages of the public pages. English is the default: its pages keep the addresses they always had. */
export const locales = ["en", "sw"] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = "en"

export interface LocaleInfo {
  /** The language's name in that language, as the language switch shows it. */
  name: string
  /** The value of `lang` and `hreflang`. */
  lang: string
  /** What Intl formats dates with. */
  intl: string
  /** Open Graph's `og:locale`. */
  ogLocale: string
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { name: "English", lang: "en", intl: "en-KE", ogLocale: "en_KE" },
  sw: { name: "Kiswahili", lang: "sw", intl: "sw-KE", ogLocale: "sw_KE" },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value)
}

/** What createPages tells every page of its language. */
export interface PageLanguage {
  locale: Locale
  /** The page in each language it is translated into, itself included: the hreflang alternates. */
  alternates: Partial<Record<Locale, string>>
  /** Where the language switch leads: the page's translation, or the closest page in that language. */
  languageLinks: Record<Locale, string>
}
