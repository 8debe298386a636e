import React from "react"
import { localeInfo, locales, useDictionary, useLanguageLinks, useLocale } from "../../i18n"
import { VisuallyHidden } from "../VisuallyHidden"

/**
 * A link to this page in each other language, named in that language ("Kiswahili" on an English page). A plain
 * link: it works before any script has loaded, and the other page comes with its own <html lang>.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale()
  const links = useLanguageLinks()
  const words = useDictionary()
  return (
    <>
      {locales
        .filter(other => other !== locale)
        .map(other => (
          <a
            key={other}
            className={className}
            href={links[other]}
            rel="alternate"
            hrefLang={localeInfo[other].lang}
            lang={localeInfo[other].lang}
          >
            <VisuallyHidden lang={localeInfo[locale].lang}>{words.languageSwitch.label} </VisuallyHidden>
            {localeInfo[other].name}
          </a>
        ))}
    </>
  )
}
