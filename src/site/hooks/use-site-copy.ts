import { graphql } from "gatsby"
import { Locale } from "../../model/locales"
import { inLocale } from "./in-locale"
import { useSharedData } from "./use-shared-data"

/** The hospital's name and description in `locale`, from content/site-copy/site-copy.<locale>.yaml. */
export function useSiteCopy(locale: Locale): Queries.SiteCopyFieldsFragment {
  return inLocale(useSharedData().allSiteCopy.nodes, locale, "content/site-copy/site-copy.yaml")
}

export const query = graphql`
  fragment SiteCopyFields on SiteCopy {
    locale
    name
    shortName
    description
  }
`
