import { type InterfaceWords, interfaceWords } from "../../../src/site/i18n/all-words"
import type { Locale } from "../../../src/model/locales"

export { interfaceWords }
export type { InterfaceWords }

/** The interface words of `locale`'s pages, from the one dictionary the site takes them from. */
export const wordsOf = (locale: Locale): InterfaceWords => interfaceWords[locale]

/** A value a dictionary function is called with in the checks: it shows where the function's own words end. */
const placeholder = "\u0001"

/**
 * Every string of a dictionary, by its key ("news.archivePages"); a function gives its words around a placeholder,
 * split into the parts it writes itself ("Read More: ", "Page ", " of ").
 */
export function dictionaryStrings(dictionary: unknown, prefix = ""): Map<string, string[]> {
  const strings = new Map<string, string[]>()
  if (typeof dictionary === "string") strings.set(prefix, [dictionary])
  else if (typeof dictionary === "function") {
    const written = String((dictionary as (...args: unknown[]) => unknown)(placeholder, placeholder, placeholder))
    strings.set(prefix, written.split(placeholder))
  } else if (typeof dictionary === "object" && dictionary !== null) {
    for (const [key, value] of Object.entries(dictionary))
      for (const [name, parts] of dictionaryStrings(value, prefix ? `${prefix}.${key}` : key)) strings.set(name, parts)
  }
  return strings
}
