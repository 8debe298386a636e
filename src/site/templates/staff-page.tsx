import React from "react"
import { graphql, HeadFC, PageProps } from "gatsby"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo } from "../components/Seo"
import { Breadcrumb } from "../components/Breadcrumb"
import { StaffPageView } from "../components/StaffPage"
import { dictionaries } from "../i18n"
import type { PageLanguage } from "../../model/page-context"
import { homePath, localizedPath, staffPageRoute } from "../../model/routes"

/** A page of content/pages: the privacy notice, the terms of use, visiting hours … */
export default function StaffPage({ data, pageContext }: PageProps<Queries.StaffPageQuery, PageLanguage>) {
  const { locale } = pageContext
  const words = dictionaries[locale]
  const page = data.staffPage
  if (!page) return null
  return (
    <PublicLayout language={pageContext} search={{ kind: "page" }}>
      <Breadcrumb
        items={[{ label: words.breadcrumb.home, to: localizedPath(locale, homePath) }, { label: page.title }]}
      />
      <StaffPageView title={page.title} html={page.body.html ?? ""} />
    </PublicLayout>
  )
}

export const Head: HeadFC<Queries.StaffPageQuery, PageLanguage> = ({ data, pageContext }) => {
  const page = data.staffPage
  if (!page) return <></>
  return (
    <Seo
      title={page.title}
      description={page.description}
      path={localizedPath(pageContext.locale, staffPageRoute.path(page.slug))}
      language={pageContext}
    />
  )
}

export const query = graphql`
  query StaffPage($slug: String!, $locale: String!) {
    staffPage(slug: { eq: $slug }, locale: { eq: $locale }) {
      slug
      title
      description
      body {
        html
      }
    }
  }
`
