import React from "react"
import { graphql, HeadFC, PageProps } from "gatsby"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo, absoluteUrl, appIcon } from "../components/Seo"
import { Hero } from "../components/Hero"
import { Section, cardBandHeights } from "../components/Section"
import { Location } from "../components/Location"
import type { HospitalJsonLdProps } from "../components/StructuredData"
import { VisuallyHidden } from "../components/VisuallyHidden"
import {
  aboutSection,
  articleRoute,
  bookingRoute,
  homePath,
  homeSections,
  localizedPath,
  newsArchiveRoute,
  serviceRoute,
} from "../../model/routes"
import { useServicePages, useSiteCopy, useSiteSettings } from "../hooks"
import type { Locale } from "../../model/locales"
import type { PageLanguage } from "../../model/page-context"
import { lazyBlock } from "../hydration"
import { withoutHeadingIds } from "../../model/heading-ids"
import { theme } from "../theme"

// Text and links: their code downloads only when someone reaches into them (or a navigation starts).
const About = lazyBlock(() =>
  import(/* webpackChunkName: "block-about" */ "../components/About").then(module => module.About),
)
const Services = lazyBlock(() =>
  import(/* webpackChunkName: "block-services" */ "../components/Services").then(module => module.Services),
)
const Team = lazyBlock(() =>
  import(/* webpackChunkName: "block-team" */ "../components/Team").then(module => module.Team),
)
const WhoWeAre = lazyBlock(() =>
  import(/* webpackChunkName: "block-who-we-are" */ "../components/WhoWeAre").then(module => module.WhoWeAre),
)
// Far below the fold: their code downloads once the page is idle, or when a finger or the keyboard reaches them.
const News = lazyBlock(() =>
  import(/* webpackChunkName: "block-news" */ "../components/News").then(module => module.News),
)
const Health = lazyBlock(() =>
  import(/* webpackChunkName: "block-health" */ "../components/Health").then(module => module.Health),
)
const AppointmentForm = lazyBlock(() =>
  import(/* webpackChunkName: "block-appointment-form" */ "../components/AppointmentForm").then(
    module => module.AppointmentForm,
  ),
)
const Insurers = lazyBlock(() =>
  import(/* webpackChunkName: "block-insurers" */ "../components/Insurers").then(module => module.Insurers),
)

/** The hospital for search engines, from the one-line address staff write. Only a Head uses it. */
const HospitalData = lazyBlock(() =>
  import("../components/StructuredData/HospitalJsonLd").then(
    ({ HospitalJsonLd, postalAddressFromText }) =>
      function HospitalData({ address, ...props }: Omit<HospitalJsonLdProps, "address"> & { address: string }) {
        return <HospitalJsonLd {...props} address={postalAddressFromText(address)} />
      },
  ),
)

export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, PageLanguage>) {
  const { locale } = pageContext
  const site = { ...useSiteSettings(), ...useSiteCopy(locale) }
  const servicePages = useServicePages(locale)
  const { homeCopy: copy, about, whoWeAre } = data
  if (!copy) return null
  const { bands } = theme.sizes
  const { cardsPerRow } = theme
  return (
    <PublicLayout fullWidth language={pageContext}>
      <VisuallyHidden as="h1">{site.name}</VisuallyHidden>
      <Hero
        label={site.name}
        slides={data.allSlide.nodes.map(slide => ({ ...slide, image: slide.image.childImageSharp?.gatsbyImageData }))}
      />
      <Section id={aboutSection.anchor} height={bands.about} code={About}>
        <About title={about?.title ?? ""} html={withoutHeadingIds(about?.body.html ?? "")} />
      </Section>
      <Section
        id={homeSections.services}
        title={copy.servicesTitle}
        tinted
        height={cardBandHeights(bands.services, cardsPerRow.services, data.allServicePage.nodes.length)}
        code={Services}
      >
        <Services
          services={data.allServicePage.nodes.map(({ slug, card }) => ({
            ...card,
            image: card.image.childImageSharp?.gatsbyImageData,
            path: localizedPath(locale, serviceRoute.path(slug)),
            slug,
          }))}
        />
      </Section>
      <Section id={homeSections.team} height={bands.team} code={Team}>
        <Team
          cards={data.allTeamCard.nodes.map(card => ({ ...card, image: card.image.childImageSharp?.gatsbyImageData }))}
        />
      </Section>
      <Section id={homeSections.whoWeAre} title={whoWeAre?.title} tinted height={bands.whoWeAre} code={WhoWeAre}>
        <WhoWeAre html={withoutHeadingIds(whoWeAre?.body.html ?? "")} />
      </Section>
      <Location title={copy.locationTitle} />
      <Section
        id={homeSections.news}
        title={copy.newsTitle}
        height={cardBandHeights(bands.news, cardsPerRow.news, data.newsArticles.length)}
        code={News}
      >
        <News
          allLabel={copy.newsAllLink}
          allPath={localizedPath(locale, newsArchiveRoute.path(1))}
          articles={data.newsArticles.map(article => ({
            title: article.title,
            excerpt: article.excerpt,
            isoDate: article.isoDate,
            path: localizedPath(article.locale as Locale, articleRoute.path(article.slug)),
            lang: article.locale === locale ? undefined : article.locale,
            imageAlt: article.imageAlt,
            image: article.image.childImageSharp?.gatsbyImageData,
            html: withoutHeadingIds(article.body.html ?? ""),
          }))}
        />
      </Section>
      <Section
        id={homeSections.health}
        title={copy.healthTitle}
        intro={copy.healthIntro}
        tinted
        height={cardBandHeights(bands.health, cardsPerRow.health, data.allHealthArticle.nodes.length)}
        code={Health}
        search={{ kind: "health", title: copy.healthTitle }}
      >
        <Health
          articles={data.allHealthArticle.nodes.map(article => ({
            title: article.title,
            excerpt: article.excerpt,
            imageAlt: article.imageAlt,
            image: article.image.childImageSharp?.gatsbyImageData,
            html: withoutHeadingIds(article.body.html ?? ""),
            reviewed: article.reviewed,
            nextReview: article.nextReview,
          }))}
        />
      </Section>
      <Section
        id={bookingRoute.anchor}
        anchors={servicePages.map(service => bookingRoute.serviceAnchor(service.slug))}
        title={copy.appointmentTitle}
        eyebrow={copy.appointmentSubtitle}
        intro={copy.appointmentIntro}
        height={bands.contact}
        hydrate="near"
        code={AppointmentForm}
      >
        <AppointmentForm
          to={site.email}
          whatsapp={site.whatsapp}
          subject={copy.appointmentSubject}
          services={servicePages}
          sentMessage={copy.appointmentSent}
          whatsappSentMessage={copy.appointmentWhatsappSent}
          privacyNote={copy.appointmentPrivacy}
          privacyLink={copy.appointmentPrivacyLink}
        />
      </Section>
      <Section id={homeSections.insurers} title={copy.insurersTitle} tinted height={bands.insurers} code={Insurers}>
        <Insurers names={data.allInsurer.nodes.map(insurer => insurer.name)} />
      </Section>
    </PublicLayout>
  )
}

export const Head: HeadFC<Queries.HomePageQuery, PageLanguage> = ({ data, pageContext }) => {
  const site = { ...useSiteSettings(), ...useSiteCopy(pageContext.locale) }
  const services = useServicePages(pageContext.locale)
  return (
    <Seo
      title={site.name}
      path={localizedPath(pageContext.locale, homePath)}
      language={pageContext}
      mainPicture={data.allSlide.nodes[0]?.image.childImageSharp?.gatsbyImageData}
      jsonLd={
        <HospitalData
          name={site.name}
          url={site.siteUrl}
          logo={absoluteUrl(site.siteUrl, appIcon)}
          telephone={site.phone}
          emergencyPhone={site.emergencyPhone}
          email={site.email}
          address={site.address}
          geo={site.map}
          services={services}
          insurers={data.allInsurer.nodes.map(insurer => insurer.name)}
          openingHours={site.openingHours}
        />
      }
    />
  )
}

export const query = graphql`
  query HomePage($locale: String!, $latestNews: [String!]!) {
    homeCopy(locale: { eq: $locale }) {
      locationTitle
      servicesTitle
      newsTitle
      newsAllLink
      healthTitle
      healthIntro
      appointmentTitle
      appointmentSubtitle
      appointmentIntro
      appointmentSubject
      appointmentPrivacy
      appointmentPrivacyLink {
        label
        href
      }
      appointmentSent
      appointmentWhatsappSent
      insurersTitle
    }
    allSlide(filter: { locale: { eq: $locale } }) {
      nodes {
        title
        description
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              layout: FULL_WIDTH
              placeholder: DOMINANT_COLOR
              breakpoints: [480, 750, 1125, 1600]
              formats: [AUTO, WEBP, AVIF]
            )
          }
        }
      }
    }
    about: section(translationKey: { eq: "sections/about.md" }, locale: { eq: $locale }) {
      title
      body {
        html
      }
    }
    whoWeAre: section(translationKey: { eq: "sections/who-we-are.md" }, locale: { eq: $locale }) {
      title
      body {
        html
      }
    }
    allServicePage(filter: { locale: { eq: $locale } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        slug
        card {
          title
          description
          lines
          imageAlt
          image {
            childImageSharp {
              gatsbyImageData(width: 350, height: 220, placeholder: DOMINANT_COLOR)
            }
          }
        }
      }
    }
    allTeamCard(filter: { locale: { eq: $locale } }) {
      nodes {
        title
        description
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 400, height: 267, placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
    newsArticles(ids: $latestNews) {
      ...NewsArticleFields
      image {
        childImageSharp {
          gatsbyImageData(width: 400, height: 267, placeholder: DOMINANT_COLOR)
        }
      }
      body {
        html
      }
    }
    allHealthArticle(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        title
        excerpt
        reviewed
        nextReview
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 400, height: 267, placeholder: DOMINANT_COLOR)
          }
        }
        body {
          html
        }
      }
    }
    allInsurer {
      nodes {
        name
      }
    }
  }
`
