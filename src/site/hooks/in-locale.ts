import { Locale, localeInfo } from "../../model/locales"

/**
 * The node of a translated content file in `locale`. The content check makes sure every language has one, so a
 * missing one is a broken build, named.
 */
export function inLocale<T extends { locale: string }>(nodes: readonly T[], locale: Locale, file: string): T {
  const node = nodes.find(candidate => candidate.locale === locale)
  if (!node) throw new Error(`${file.replace(/(\.[a-z]+)$/, `.${locale}$1`)} is missing (${localeInfo[locale].name})`)
  return node
}
