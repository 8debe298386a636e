import React from "react"
import { graphql, HeadFC, PageProps } from "gatsby"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo, absoluteUrl, appIcon } from "../components/Seo"
import { Breadcrumb } from "../components/Breadcrumb"
import { serviceHours } from "../components/OpeningHours"
import { ServiceDetails } from "../components/ServiceDetails"
import { BreadcrumbJsonLd } from "../components/StructuredData"
import type { MedicalClinicJsonLdProps } from "../components/StructuredData"
import { useSiteCopy, useSiteSettings } from "../hooks"
import { dictionaries } from "../i18n"
import type { ServicePageContext } from "../../model/page-context"
import { bookingRoute, homePath, localizedPath, serviceRoute } from "../../model/routes"
import { lazyBlock } from "../hydration"

/**
 * The clinic for search engines, from the one-line address staff write. Only the Head uses it, so its code waits
 * until the visitor moves to another page (as the home page's HospitalData).
 */
const ClinicData = lazyBlock(() =>
  Promise.all([
    import("../components/StructuredData/MedicalClinicJsonLd"),
    import("../components/StructuredData/HospitalJsonLd"),
  ]).then(
    ([{ MedicalClinicJsonLd }, { postalAddressFromText }]) =>
      function ClinicData({ address, ...props }: Omit<MedicalClinicJsonLdProps, "address"> & { address: string }) {
        return <MedicalClinicJsonLd {...props} address={postalAddressFromText(address)} />
      },
  ),
)

export default function ServicePage({ data, pageContext }: PageProps<Queries.ServicePageQuery, ServicePageContext>) {
  const { locale } = pageContext
  const site = useSiteSettings()
  const words = dictionaries[locale]
  const page = data.servicePage
  if (!page) return null
  return (
    <PublicLayout language={pageContext} search={{ kind: "service", phone: site.phone, whatsapp: site.whatsapp }}>
      <Breadcrumb
        items={[{ label: words.breadcrumb.home, to: localizedPath(locale, homePath) }, { label: page.title }]}
      />
      <ServiceDetails
        title={page.title}
        summary={page.summary}
        html={page.body.html ?? ""}
        image={page.image.childImageSharp?.gatsbyImageData}
        imageAlt={page.imageAlt}
        offers={page.offers}
        audience={page.audience}
        preparation={page.preparation}
        reviewed={page.reviewed}
        nextReview={page.nextReview}
        openingTimes={serviceHours(site.openingHours, page.slug)}
        timetable={pageContext.timetable}
        team={data.allTeamCard.nodes.map(member => ({
          title: member.title,
          days: member.services?.find(({ service }) => service === page.slug)?.days ?? [],
        }))}
        bookPath={localizedPath(locale, bookingRoute.path(page.slug))}
        phone={site.phone}
        emergencyPhone={site.emergencyPhone}
      />
    </PublicLayout>
  )
}

export const Head: HeadFC<Queries.ServicePageQuery, ServicePageContext> = ({ data, pageContext }) => {
  const site = { ...useSiteSettings(), ...useSiteCopy(pageContext.locale) }
  // The head is drawn outside the page's layout, so it takes its words from the page's language itself.
  const words = dictionaries[pageContext.locale]
  const page = data.servicePage
  if (!page) return <></>
  const path = localizedPath(pageContext.locale, serviceRoute.path(page.slug))
  const url = absoluteUrl(site.siteUrl, path)
  const image = page.image.childImageSharp?.gatsbyImageData.images.fallback?.src
  return (
    <Seo
      title={page.title}
      description={page.summary}
      path={path}
      language={pageContext}
      image={image}
      mainPicture={page.image.childImageSharp?.gatsbyImageData}
      jsonLd={
        <>
          <ClinicData
            name={page.title}
            hospitalName={site.name}
            siteUrl={site.siteUrl}
            url={url}
            description={page.summary}
            image={absoluteUrl(site.siteUrl, image ?? appIcon)}
            telephone={site.phone}
            address={site.address}
            medicalSpecialty={page.medicalSpecialty}
            offers={page.offers}
            openingTimes={serviceHours(site.openingHours, page.slug)}
            special={pageContext.timetable?.special}
          />
          <BreadcrumbJsonLd
            items={[
              {
                name: words.breadcrumb.home,
                url: absoluteUrl(site.siteUrl, localizedPath(pageContext.locale, homePath)),
              },
              { name: page.title, url },
            ]}
          />
        </>
      }
    />
  )
}

export const query = graphql`
  query ServicePage($slug: String!, $locale: String!) {
    servicePage(slug: { eq: $slug }, locale: { eq: $locale }) {
      slug
      title
      medicalSpecialty
      summary
      offers
      audience
      preparation
      reviewed
      nextReview
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(
            width: 768
            height: 384
            placeholder: DOMINANT_COLOR
            breakpoints: [375, 750, 1125, 1536]
            formats: [AUTO, WEBP, AVIF]
          )
        }
      }
      body {
        html
      }
    }
    # Who works in the service, from the same files as the home page's team cards.
    allTeamCard(filter: { locale: { eq: $locale }, services: { elemMatch: { service: { eq: $slug } } } }) {
      nodes {
        title
        services {
          service
          days
        }
      }
    }
  }
`
