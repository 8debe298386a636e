import React from "react"
import { graphql, HeadFC, PageProps } from "gatsby"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo } from "../components/Seo"
import { ContactSummary } from "../components/ContactSummary"
import { serviceHours } from "../components/OpeningHours"
import { useServicePages, useSiteSettings } from "../hooks"
import type { PageLanguage } from "../../model/page-context"
import { localizedPath, offlinePath } from "../../model/routes"

/** How to reach the hospital; the service worker keeps this page and shows it when a page cannot load offline. */
export default function OfflinePage({ data, pageContext }: PageProps<Queries.OfflinePageQuery, PageLanguage>) {
  const { locale } = pageContext
  const site = useSiteSettings()
  const services = useServicePages(locale)
  return (
    <PublicLayout language={pageContext} search={{ kind: "page" }}>
      <ContactSummary
        title={data.section?.title ?? ""}
        html={data.section?.body.html ?? ""}
        phone={site.phone}
        whatsapp={site.whatsapp}
        emergencyPhone={site.emergencyPhone}
        address={site.address}
        services={services.map(service => ({
          title: service.title,
          slug: service.slug,
          times: serviceHours(site.openingHours, service.slug),
        }))}
      />
    </PublicLayout>
  )
}

export const Head: HeadFC<Queries.OfflinePageQuery, PageLanguage> = ({ data, pageContext }) => (
  <Seo
    title={data.section?.title ?? ""}
    description={data.section?.body.excerpt ?? undefined}
    path={localizedPath(pageContext.locale, offlinePath)}
    language={pageContext}
  />
)

export const query = graphql`
  query OfflinePage($locale: String!) {
    section(translationKey: { eq: "sections/offline.md" }, locale: { eq: $locale }) {
      title
      body {
        html
        excerpt(pruneLength: 160)
      }
    }
  }
`
