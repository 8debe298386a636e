import { locales } from "../../model/locales"
import type { Locale } from "../../model/locales"
import { dictionaries } from "./dictionary"
import type { Dictionary } from "./dictionary"
import { appointmentWords } from "./appointment-words"
import type { AppointmentWords } from "./appointment-words"
import { searchWords } from "./search-words"
import type { SearchWords } from "./search-words"
import { serviceWords } from "./service-words"
import type { ServiceWords } from "./service-words"
import { mapWords } from "./map-words"
import type { MapWords } from "./map-words"
import { redirectWords } from "./redirect-words"
import { statusWords } from "./status-words"
import type { StatusWords } from "./status-words"
import type { RedirectWords } from "./redirect-words"

/** Every interface word of one language: the dictionary's, and those kept beside the only code that shows them. */
export type InterfaceWords = Dictionary &
  RedirectWords & {
    appointment: AppointmentWords
    search: SearchWords
    service: ServiceWords
    status: StatusWords
    map: Dictionary["map"] & MapWords
  }

/**
 * For tests and build tools, which check or read every word. A page imports only the words it shows, so that its
 * first load carries no others.
 */
export const interfaceWords = Object.fromEntries(
  locales.map(locale => [
    locale,
    {
      ...dictionaries[locale],
      appointment: appointmentWords[locale],
      search: { ...dictionaries[locale].search, ...searchWords[locale] },
      service: serviceWords[locale],
      status: statusWords[locale],
      map: { ...dictionaries[locale].map, ...mapWords[locale] },
      ...redirectWords[locale],
    },
  ]),
) as Record<Locale, InterfaceWords>
