import React from "react"
import { render } from "@testing-library/react"
import {
  HospitalJsonLd,
  HospitalJsonLdProps,
  NewsArticleJsonLd,
  postalAddressFromText,
} from "../../src/components/StructuredData"
import { readItems } from "../support/content"
import { siteSettings as site } from "../support/render"
const services = readItems<{ title: string }>("services.yaml").map(service => service.title)
const insurers = readItems<{ name: string }>("insurers.yaml").map(insurer => insurer.name)
const logo = `${site.siteUrl}/icons/icon-512x512.png`

/** The members of https://schema.org/MedicalSpecialty; anything else is not understood by search engines. */
const medicalSpecialties = [
  "Anesthesia",
  "Cardiovascular",
  "CommunityHealth",
  "Dentistry",
  "Dermatology",
  "DietNutrition",
  "Emergency",
  "Endocrine",
  "Gastroenterologic",
  "Genetic",
  "Geriatric",
  "Gynecologic",
  "Hematologic",
  "Infectious",
  "LaboratoryScience",
  "Midwifery",
  "Musculoskeletal",
  "Neurologic",
  "Nursing",
  "Obstetric",
  "Oncologic",
  "Optometric",
  "Otolaryngologic",
  "Pathology",
  "Pediatric",
  "PharmacySpecialty",
  "Physiotherapy",
  "PlasticSurgery",
  "Podiatric",
  "PrimaryCare",
  "Psychiatric",
  "PublicHealth",
  "Pulmonary",
  "Radiography",
  "Renal",
  "RespiratoryTherapy",
  "Rheumatologic",
  "SpeechPathology",
  "Surgical",
  "Toxicologic",
  "Urologic",
]

/** The JSON a search engine reads from the rendered script tag. */
function parsedJsonLd(container: HTMLElement): Record<string, unknown> {
  const script = container.querySelector('script[type="application/ld+json"]')
  expect(script).not.toBeNull()
  return JSON.parse(script?.textContent ?? "")
}

const hospitalProps: HospitalJsonLdProps = {
  name: site.name,
  url: site.siteUrl,
  logo,
  telephone: site.phone,
  email: site.email,
  address: postalAddressFromText(site.address),
  geo: { lat: site.map.lat, lng: site.map.lng },
  services: [...services, "RADIOGRAPHY"],
  insurers,
}

describe("HospitalJsonLd", () => {
  test("describes the hospital with its name, contacts, address and place on the map", () => {
    const data = parsedJsonLd(render(<HospitalJsonLd {...hospitalProps} />).container)
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Hospital",
      name: "Kingorani Mvita Hospital",
      url: `${site.siteUrl}/`,
      logo,
      image: logo,
      telephone: site.phone,
      email: site.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: "Kingorani - Mvita",
        addressLocality: "Mombasa",
        addressCountry: "KE",
      },
      geo: { "@type": "GeoCoordinates", latitude: site.map.lat, longitude: site.map.lng },
    })
  })

  test("names the four services with valid schema.org specialties", () => {
    const data = parsedJsonLd(render(<HospitalJsonLd {...hospitalProps} />).container)
    expect(data.medicalSpecialty).toEqual(expect.arrayContaining(["Obstetric", "Dentistry", "Radiography"]))
    for (const specialty of data.medicalSpecialty as string[]) expect(medicalSpecialties).toContain(specialty)
    expect(data.availableService).toEqual([
      { "@type": "MedicalTest", name: "ULTRASOUND" },
      { "@type": "MedicalProcedure", name: "DENTAL" },
      { "@type": "MedicalProcedure", name: "MATERNITY" },
      { "@type": "MedicalTest", name: "RADIOGRAPHY" },
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
  const url = `${site.siteUrl}/news/patient-flow-study/`
  const image = `${site.siteUrl}/static/abc/patient-flow.jpg`
  /** What every article shares: its page, its picture and the hospital that publishes it. */
  const articleProps = {
    url,
    image,
    organizationName: site.name,
    organizationUrl: `${site.siteUrl}/`,
    logo,
  }

  test("describes the article, its dates, picture, author and publisher", () => {
    const { container } = render(
      <NewsArticleJsonLd
        {...articleProps}
        headline="Hospital Patient Flow Study"
        description="We timed every step of a visit for six weeks."
        datePublished="2026-07-02"
        dateModified="2026-07-05"
      />,
    )
    const organization = { "@type": "Organization", name: site.name, url: `${site.siteUrl}/` }
    expect(parsedJsonLd(container)).toEqual({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "Hospital Patient Flow Study",
      description: "We timed every step of a visit for six weeks.",
      image: [image],
      datePublished: "2026-07-02",
      dateModified: "2026-07-05",
      author: organization,
      publisher: { ...organization, logo: { "@type": "ImageObject", url: logo } },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    })
  })

  test("counts an article never changed as modified when published", () => {
    const { container } = render(
      <NewsArticleJsonLd
        {...articleProps}
        headline="Hospital eCare"
        description="Book by SMS."
        datePublished="2026-09-18"
      />,
    )
    expect(parsedJsonLd(container).dateModified).toBe("2026-09-18")
  })
})
