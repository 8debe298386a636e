import { useMemo } from "react"
import { graphql } from "gatsby"
import { useSharedData } from "./use-shared-data"
import { type Locale, useLocale } from "../i18n"
import { ServiceTimetable, siteDate, timetableOf } from "../../model/timetable"

/**
 * Each service's timetable, its usual week with the public holidays and closures of content/special-days.yaml in
 * the page's language (or `inLocale`), from the day the site was built; none for a service whose hours are not written yet.
 */
export function useTimetables(inLocale?: Locale): (service: string) => ServiceTimetable | undefined {
  const { siteSettings, allSpecialDay, site } = useSharedData()
  const pageLocale = useLocale()
  // A page's head is drawn outside its layout, and names its language itself.
  const locale = inLocale ?? pageLocale
  return useMemo(() => {
    const from = siteDate(Date.parse(site?.buildTime ?? ""))
    const days = allSpecialDay.nodes.map(day => ({ ...day, name: day.name[locale] }))
    return (service: string) => {
      const times = siteSettings?.openingHours.find(hours => hours.service === service)?.times
      return times && timetableOf(service, times, days, from)
    }
  }, [siteSettings, allSpecialDay, site, locale])
}

export const query = graphql`
  fragment SpecialDayFields on SpecialDay {
    date
    name {
      en
      sw
    }
    closed
    hours {
      service
      opens
      closes
    }
    notice {
      en
      sw
    }
  }
`
