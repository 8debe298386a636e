import { graphql, useStaticQuery } from "gatsby"

/** The service pages, in their order: for the menu, the footer and the appointment form. */
export function useServicePages(): Queries.ServicePageLinkFragment[] {
  const data = useStaticQuery<Queries.UseServicePagesQuery>(graphql`
    query UseServicePages {
      allServicePage(sort: { order: ASC }) {
        nodes {
          ...ServicePageLink
        }
      }
    }
  `)
  return [...data.allServicePage.nodes]
}

export const query = graphql`
  fragment ServicePageLink on ServicePage {
    slug
    title
    service
  }
`
