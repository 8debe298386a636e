import React from "react"
import { render } from "@testing-library/react"
import {
  HospitalJsonLd,
  HospitalJsonLdProps,
  NewsArticleJsonLd,
  postalAddressFromText,
} from "../../src/site/components/StructuredData"
import { contentTypes } from "../../src/node/content/content-types"
import { articleRoute, localizedPath } from "../../src/model/routes"
import { readFixtureItems, readFixtureNews, servicePages, siteSettings as site, siteCopy } from "../support/fixtures"

/** The specialties a service may name (content/services/): search engines must understand each. */
const allowedSpecialties = contentTypes.find(type => type.name === "ServicePage")?.fields.medicalSpecialty.oneOf ?? []
const insurers = readFixtureItems<{ name: string }>("insurers.yaml").map(insurer => insurer.name)
const logo = `${site.siteUrl}/icons/icon-512x512.png`

/** The JSON a search engine reads from the rendered script tag. */
function parsedJsonLd(container: HTMLElement): Record<string, unknown> {
  const script = container.querySelector('script[type="application/ld+json"]')
  expect(script).not.toBeNull()
  return JSON.parse(script?.textContent ?? "")
}

const hospitalProps: HospitalJsonLdProps = {
  name: siteCopy.name,
  url: site.siteUrl,
  logo,
  telephone: site.phone,
  emergencyPhone: site.emergencyPhone,
  email: site.email,
  address: postalAddressFromText(site.address),
  geo: { lat: site.map.lat, lng: site.map.lng },
  services: servicePages,
  insurers,
  openingHours: site.openingHours,
}

describe("HospitalJsonLd", () => {
  test("describes the hospital with its name, contacts, address and place on the map", () => {
    const data = parsedJsonLd(render(<HospitalJsonLd {...hospitalProps} />).container)
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Hospital",
      name: siteCopy.name,
      url: `${site.siteUrl}/`,
      logo,
      image: logo,
      telephone: site.phone,
      email: site.email,
      address: { "@type": "PostalAddress", ...hospitalProps.address },
      geo: { "@type": "GeoCoordinates", latitude: site.map.lat, longitude: site.map.lng },
    })
  })

  test("lists the site's services in their order", () => {
    const data = parsedJsonLd(render(<HospitalJsonLd {...hospitalProps} />).container)
    expect(data.availableService).toEqual(servicePages.map(({ title }) => expect.objectContaining({ name: title })))
  })

  test.each(allowedSpecialties)("gives a service of %s that specialty", medicalSpecialty => {
    const services = [{ title: "A service", medicalSpecialty }]
    const data = parsedJsonLd(render(<HospitalJsonLd {...hospitalProps} services={services} />).container)
    expect(data.medicalSpecialty).toEqual([medicalSpecialty])
  })

  test("calls imaging and laboratory services tests and the rest procedures, each specialty named once", () => {
    const services = [
      { title: "Scans", medicalSpecialty: "Radiography" },
      { title: "Teeth", medicalSpecialty: "Dentistry" },
      { title: "Laboratory", medicalSpecialty: "LaboratoryScience" },
      { title: "X-ray", medicalSpecialty: "Radiography" },
      { title: "Visits", medicalSpecialty: null },
    ]
    const data = parsedJsonLd(render(<HospitalJsonLd {...hospitalProps} services={services} />).container)
    expect(data.medicalSpecialty).toEqual(["Radiography", "Dentistry", "LaboratoryScience"])
    expect(data.availableService).toEqual([
      { "@type": "MedicalTest", name: "Scans" },
      { "@type": "MedicalProcedure", name: "Teeth" },
      { "@type": "MedicalTest", name: "Laboratory" },
      { "@type": "MedicalTest", name: "X-ray" },
      { "@type": "MedicalProcedure", name: "Visits" },
    ])
  })

  test("lists every accepted insurer as a way to pay", () => {
    const data = parsedJsonLd(render(<HospitalJsonLd {...hospitalProps} />).container)
    for (const insurer of insurers) expect(data.paymentAccepted).toContain(insurer)
  })

  test("keeps text from content files from closing the script", () => {
    const { container } = render(<HospitalJsonLd {...hospitalProps} name="</script><b>bold</b>" />)
    expect(container.querySelector("b")).toBeNull()
    expect(parsedJsonLd(container).name).toBe("</script><b>bold</b>")
  })
})

describe("postalAddressFromText", () => {
  test("reads the street, town and country from the one-line address", () => {
    expect(postalAddressFromText("Kingorani - Mvita Mombasa Kenya")).toEqual({
      streetAddress: "Kingorani - Mvita",
      addressLocality: "Mombasa",
      addressCountry: "KE",
    })
  })
})

describe("NewsArticleJsonLd", () => {
  const [article, older] = readFixtureNews()
  const url = `${site.siteUrl}${articleRoute.path(article.slug)}`
  const image = `${site.siteUrl}/static/abc/picture.jpg`
  /** What every article shares: its page, its picture and the hospital that publishes it. */
  const articleProps = {
    url,
    image,
    organizationName: siteCopy.name,
    organizationUrl: `${site.siteUrl}/`,
    logo,
    inLanguage: "en",
  }

  test("describes the article, its dates, picture, author and publisher", () => {
    const { container } = render(
      <NewsArticleJsonLd
        {...articleProps}
        headline={article.title}
        description={article.excerpt}
        datePublished={older.date}
        dateModified={article.date}
      />,
    )
    const organization = { "@type": "Organization", name: siteCopy.name, url: `${site.siteUrl}/` }
    expect(parsedJsonLd(container)).toEqual({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: article.title,
      description: article.excerpt,
      inLanguage: "en",
      image: [image],
      datePublished: older.date,
      dateModified: article.date,
      author: organization,
      publisher: { ...organization, logo: { "@type": "ImageObject", url: logo } },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    })
  })

  test("counts an article never changed as modified when published", () => {
    const { container } = render(
      <NewsArticleJsonLd
        {...articleProps}
        headline={article.title}
        description={article.excerpt}
        datePublished={article.date}
      />,
    )
    expect(parsedJsonLd(container).dateModified).toBe(article.date)
  })

  test("names the language of a Swahili article", () => {
    const [swahili] = readFixtureNews("sw")
    const { container } = render(
      <NewsArticleJsonLd
        {...articleProps}
        url={`${site.siteUrl}${localizedPath("sw", articleRoute.path(swahili.slug))}`}
        headline={swahili.title}
        description={swahili.excerpt}
        datePublished={swahili.date}
        inLanguage="sw"
      />,
    )
    expect(parsedJsonLd(container)).toMatchObject({ headline: swahili.title, inLanguage: "sw" })
  })
})
