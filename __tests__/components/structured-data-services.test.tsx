import React from "react"
import { render } from "@testing-library/react"
import {
  BreadcrumbJsonLd,
  HospitalJsonLd,
  MedicalClinicJsonLd,
  MedicalClinicJsonLdProps,
  postalAddressFromText,
} from "../../src/site/components/StructuredData"
import { serviceHours } from "../../src/site/components/OpeningHours"
import { SpecialDay, timetableOf } from "../../src/model/timetable"
import {
  siteSettings as site,
  readFixtureItems,
  readFixtureMarkdown,
  servicePages,
  siteCopy,
} from "../support/fixtures"

/** The fixture's special days, named in English. */
const specialDays: SpecialDay[] = readFixtureItems<{ name: { en: string } } & Omit<SpecialDay, "name">>(
  "special-days.yaml",
).map(day => ({ ...day, name: day.name.en }))

const jsonLd = (ui: React.ReactElement) =>
  JSON.parse(render(ui).container.querySelector('script[type="application/ld+json"]')?.textContent ?? "null")

const specification = (line: { days: readonly string[]; opens: string; closes: string }) => ({
  "@type": "OpeningHoursSpecification",
  dayOfWeek: line.days,
  opens: line.opens,
  closes: line.closes,
})

test("the Hospital gives search engines every service's hours and its emergency line", () => {
  const data = jsonLd(
    <HospitalJsonLd
      name={siteCopy.name}
      url={site.siteUrl}
      logo={`${site.siteUrl}/logo.png`}
      telephone={site.phone}
      emergencyPhone={site.emergencyPhone}
      email={site.email}
      address={postalAddressFromText(site.address)}
      geo={site.map}
      services={servicePages}
      insurers={readFixtureItems<{ name: string }>("insurers.yaml").map(insurer => insurer.name)}
      openingHours={site.openingHours}
    />,
  )
  const lines = site.openingHours.flatMap(service => service.times)
  expect(data.openingHoursSpecification).toEqual(lines.map(specification))
  expect(data.contactPoint).toMatchObject({
    "@type": "ContactPoint",
    contactType: "emergency",
    telephone: site.emergencyPhone,
  })
})

describe.each(readFixtureMarkdown<Queries.ServicePage>("services").map(page => [page.data.title, page] as const))(
  "the service page of %s",
  (_, { data: page, slug }) => {
    const url = `${site.siteUrl}/services/${slug}/`
    const props: MedicalClinicJsonLdProps = {
      name: page.title,
      hospitalName: siteCopy.name,
      siteUrl: site.siteUrl,
      url,
      description: page.summary,
      image: `${site.siteUrl}/picture.jpg`,
      telephone: site.phone,
      address: postalAddressFromText(site.address),
      medicalSpecialty: page.medicalSpecialty,
      offers: page.offers,
      openingTimes: serviceHours(site.openingHours, slug),
    }

    test("is a MedicalClinic of the hospital, with its hours and what it offers", () => {
      const data = jsonLd(<MedicalClinicJsonLd {...props} />)
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        "@type": "MedicalClinic",
        url,
        description: page.summary,
        telephone: site.phone,
        parentOrganization: { "@id": `${site.siteUrl}/#hospital` },
        openingHoursSpecification: props.openingTimes.map(specification),
      })
      expect(data.name).toContain(page.title)
      // The specialty staff chose, or none where none fits.
      expect(data.medicalSpecialty).toEqual(page.medicalSpecialty ?? undefined)
      expect(data.availableService.map((item: { name: string }) => item.name)).toEqual(page.offers)
      for (const item of data.availableService) expect(["MedicalProcedure", "MedicalTest"]).toContain(item["@type"])
    })

    test("gives the special days ahead as special opening hours: a closed day opens and closes at 00:00", () => {
      const special = timetableOf(slug, props.openingTimes, specialDays, "2000-01-01").special
      const data = jsonLd(<MedicalClinicJsonLd {...props} special={special} />)
      const expected = specialDays.flatMap(day => {
        const hours = day.hours?.find(other => other.service === slug)
        if (!day.closed?.includes(slug) && !hours) return []
        const [opens, closes] = hours ? [hours.opens, hours.closes] : ["00:00", "00:00"]
        const spec = { "@type": "OpeningHoursSpecification", name: day.name, opens, closes }
        return [{ ...spec, validFrom: day.date, validThrough: day.date }]
      })
      expect(data.specialOpeningHoursSpecification).toEqual(expected.length > 0 ? expected : undefined)
    })

    test("has a breadcrumb from the home page to itself", () => {
      const data = jsonLd(
        <BreadcrumbJsonLd
          items={[
            { name: "Home", url: `${site.siteUrl}/` },
            { name: page.title, url },
          ]}
        />,
      )
      expect(data).toEqual({
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${site.siteUrl}/` },
          { "@type": "ListItem", position: 2, name: page.title, item: url },
        ],
      })
    })
  },
)
