import { useMemo } from "react"
import { graphql } from "gatsby"
import { useSharedData } from "./use-shared-data"
import { useLocale } from "../i18n"
import { ServiceTimetable, timetables } from "../../model/timetable"

/**
 * Each service's timetable: its usual week, with the public holidays and closures of content/special-days.yaml in
 * the page's language, from the day the site was built; none for a service whose hours are not written yet.
 */
export function useTimetables(): (service: string) => ServiceTimetable | undefined {
  const { siteSettings, allSpecialDay, siteBuildMetadata } = useSharedData()
  const locale = useLocale()
  return useMemo(
    () => timetables(siteSettings?.openingHours ?? [], allSpecialDay.nodes, locale, siteBuildMetadata?.settledAt ?? ""),
    [siteSettings, allSpecialDay, siteBuildMetadata, locale],
  )
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
