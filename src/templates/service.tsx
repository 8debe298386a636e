import React from "react"
import { graphql, HeadFC, PageProps } from "gatsby"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo, absoluteUrl, appIcon } from "../components/Seo"
import { Breadcrumb } from "../components/Breadcrumb"
import { serviceHours } from "../components/OpeningHours"
import { ServiceDetails } from "../components/ServiceDetails"
import { BreadcrumbJsonLd, MedicalClinicJsonLd, postalAddressFromText } from "../components/StructuredData"
import { useSiteSettings } from "../hooks"
import { useDictionary } from "../i18n"
import { bookingRoute, serviceRoute } from "../routes"

export default function ServicePage({ data }: PageProps<Queries.ServicePageQuery>) {
  const site = useSiteSettings()
  const words = useDictionary()
  const page = data.servicePage
  if (!page) return null
  return (
    <PublicLayout>
      <Breadcrumb items={[{ label: words.breadcrumb.home, to: "/" }, { label: page.title }]} />
      <ServiceDetails
        title={page.title}
        summary={page.summary}
        html={page.body.html ?? ""}
        image={page.image.childImageSharp?.gatsbyImageData}
        imageAlt={page.imageAlt}
        offers={page.offers}
        audience={page.audience}
        preparation={page.preparation}
        openingTimes={serviceHours(site.openingHours, page.service)}
        bookPath={bookingRoute.path(page.slug)}
        phone={site.phone}
        emergencyPhone={site.emergencyPhone}
      />
    </PublicLayout>
  )
}

export const Head: HeadFC<Queries.ServicePageQuery> = ({ data }) => {
  const site = useSiteSettings()
  const words = useDictionary()
  const page = data.servicePage
  if (!page) return <></>
  const path = serviceRoute.path(page.slug)
  const url = absoluteUrl(site.siteUrl, path)
  const image = page.image.childImageSharp?.gatsbyImageData.images.fallback?.src
  return (
    <Seo
      title={page.title}
      description={page.summary}
      path={path}
      image={image}
      jsonLd={
        <>
          <MedicalClinicJsonLd
            name={page.title}
            hospitalName={site.name}
            siteUrl={site.siteUrl}
            url={url}
            description={page.summary}
            image={absoluteUrl(site.siteUrl, image ?? appIcon)}
            telephone={site.phone}
            address={postalAddressFromText(site.address)}
            service={page.service}
            offers={page.offers}
            openingTimes={serviceHours(site.openingHours, page.service)}
          />
          <BreadcrumbJsonLd
            items={[
              { name: words.breadcrumb.home, url: `${site.siteUrl}/` },
              { name: page.title, url },
            ]}
          />
        </>
      }
    />
  )
}

export const query = graphql`
  query ServicePage($slug: String!) {
    servicePage(slug: { eq: $slug }) {
      slug
      title
      service
      summary
      offers
      audience
      preparation
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 768, height: 384, placeholder: DOMINANT_COLOR)
        }
      }
      body {
        html
      }
    }
  }
`
