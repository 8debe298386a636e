import { graphql, useStaticQuery } from "gatsby"

/** The footer's texts and links from content/footer.yaml. */
export function useFooterCopy(): Queries.FooterCopyFieldsFragment {
  const data = useStaticQuery<Queries.UseFooterCopyQuery>(graphql`
    query UseFooterCopy {
      footerCopy {
        ...FooterCopyFields
      }
    }
  `)
  if (!data.footerCopy) throw new Error("content/footer.yaml is missing")
  return data.footerCopy
}

export const query = graphql`
  fragment FooterCopyFields on FooterCopy {
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
