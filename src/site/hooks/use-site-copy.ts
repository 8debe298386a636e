import { graphql, useStaticQuery } from "gatsby"
import { Locale } from "../../model/locales"
import { inLocale } from "./in-locale"

/** The hospital's name and description in `locale`, from content/site-copy/site-copy.<locale>.yaml. */
export function useSiteCopy(locale: Locale): Queries.SiteCopyFieldsFragment {
  const data = useStaticQuery<Queries.UseSiteCopyQuery>(graphql`
    query UseSiteCopy {
      allSiteCopy {
        nodes {
          ...SiteCopyFields
        }
      }
    }
  `)
  return inLocale(data.allSiteCopy.nodes, locale, "content/site-copy/site-copy.yaml")
}

export const query = graphql`
  fragment SiteCopyFields on SiteCopy {
    locale
    name
    shortName
    description
  }
`
