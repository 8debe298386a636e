import React, { createContext, useContext, useMemo } from "react"
import { dictionaries, Dictionary } from "./dictionary"
import { defaultLocale, Locale, locales } from "../../model/locales"
import { homeLinks } from "../../model/routes"
import type { LanguageLinks } from "../../model/page-context"

// A plain string: the same locale never gives a new value, so nothing re-renders for it.
export const LocaleContext = createContext<Locale>(defaultLocale)
export const LanguageLinksContext = createContext<LanguageLinks>(homeLinks)

export interface LocaleProviderProps {
  locale: Locale
  languageLinks: LanguageLinks
  children: React.ReactNode
}

/** The page's language and its twins in the other languages, for every component below. */
export function LocaleProvider({ locale, languageLinks, children }: LocaleProviderProps) {
  // Pages build the links afresh on each render; the same addresses keep the same object.
  const key = locales.map(other => languageLinks[other]).join("\n")
  const links = useMemo(() => {
    const paths = key.split("\n")
    return Object.fromEntries(locales.map((other, index) => [other, paths[index]])) as LanguageLinks
  }, [key])
  return (
    <LocaleContext.Provider value={locale}>
      <LanguageLinksContext.Provider value={links}>{children}</LanguageLinksContext.Provider>
    </LocaleContext.Provider>
  )
}

/** The page's language; English outside a provider (the demonstration screens). */
export const useLocale = (): Locale => useContext(LocaleContext)

/** The interface words in the page's language. */
export const useDictionary = (): Dictionary => dictionaries[useLocale()]

/** Where this page is in each language. */
export const useLanguageLinks = (): LanguageLinks => useContext(LanguageLinksContext)
