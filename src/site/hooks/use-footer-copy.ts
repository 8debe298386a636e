import { graphql } from "gatsby"
import { Locale } from "../../model/locales"
import { inLocale } from "./in-locale"
import { useSharedData } from "./use-shared-data"

/** The footer's texts and links in `locale`, from content/footer/footer.<locale>.yaml. */
export function useFooterCopy(locale: Locale): Queries.FooterCopyFieldsFragment {
  return inLocale(useSharedData().allFooterCopy.nodes, locale, "content/footer/footer.yaml")
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
