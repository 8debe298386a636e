import { graphql, useStaticQuery } from "gatsby"
import { Locale } from "../../model/locales"

/** The services in `locale`, in their order: for the menu, the footer, the appointment form and the JSON-LD. */
export function useServicePages(locale: Locale): Queries.ServicePageLinkFragment[] {
  const data = useStaticQuery<Queries.UseServicePagesQuery>(graphql`
    query UseServicePages {
      allServicePage(sort: [{ order: ASC }, { slug: ASC }]) {
        nodes {
          ...ServicePageLink
        }
      }
    }
  `)
  return data.allServicePage.nodes.filter(page => page.locale === locale)
}

export const query = graphql`
  fragment ServicePageLink on ServicePage {
    locale
    slug
    title
    medicalSpecialty
  }
`
