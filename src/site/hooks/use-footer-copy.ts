import { graphql, useStaticQuery } from "gatsby"
import { Locale } from "../../model/locales"
import { inLocale } from "./in-locale"

/** The footer's texts and links in `locale`, from content/footer/footer.<locale>.yaml. */
export function useFooterCopy(locale: Locale): Queries.FooterCopyFieldsFragment {
  const data = useStaticQuery<Queries.UseFooterCopyQuery>(graphql`
    query UseFooterCopy {
      allFooterCopy {
        nodes {
          ...FooterCopyFields
        }
      }
    }
  `)
  return inLocale(data.allFooterCopy.nodes, locale, "content/footer/footer.yaml")
}

export const query = graphql`
  fragment FooterCopyFields on FooterCopy {
    locale
    title
    text
    madeBy
    linkGroups {
      title
      links {
        label
        href
      }
    }
  }
`
