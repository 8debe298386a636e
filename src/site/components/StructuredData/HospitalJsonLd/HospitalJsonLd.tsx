import React from "react"
import { allDayTimes, weekDays } from "../../../../model/content-model/values"
import { JsonLd, JsonLdThing } from "../JsonLd"
import { medicalServiceType, openingHoursSpecification } from "../MedicalServices"

export interface PostalAddressData {
  streetAddress: string
  addressLocality: string
  /** Two-letter ISO 3166 country code, e.g. "KE". */
  addressCountry: string
}

export interface HospitalJsonLdProps {
  name: string
  /** The site's address, e.g. "https://www.example.org" (siteUrl in content/site.yaml). */
  url: string
  /** Absolute URL of the logo or share picture. */
  logo: string
  telephone: string
  /** The emergency line, answered day and night. */
  emergencyPhone: string
  email: string
  address: PostalAddressData
  geo: Pick<Queries.MapSettings, "lat" | "lng">
  /** The services of content/services/, in the page's language, with their schema.org specialty where they have one. */
  services: readonly Pick<Queries.ServicePage, "title" | "medicalSpecialty">[]
  /** Insurer names from content/insurers.yaml. */
  insurers: readonly string[]
  /** Each service's opening hours from content/site.yaml. */
  openingHours: readonly Pick<Queries.ServiceHours, "service" | "times">[]
}

/** Countries the site settings may name, written the way schema.org wants them. */
const countryCodes: Record<string, string> = { kenya: "KE" }

/**
 * Splits the one-line address staff write in content/site.yaml ("Kingorani - Mvita Mombasa Kenya")
 * into a PostalAddress: the last word is the country, the one before it the town, the rest the street.
 */
export function postalAddressFromText(address: string): PostalAddressData {
  const words = address.trim().split(/\s+/)
  const country = words.length > 1 ? (words.pop() ?? "") : ""
  const locality = words.length > 1 ? (words.pop() ?? "") : ""
  return {
    streetAddress: words.join(" "),
    addressLocality: locality,
    addressCountry: countryCodes[country.toLowerCase()] ?? country,
  }
}

function hospitalJsonLd(props: HospitalJsonLdProps): JsonLdThing {
  const specialties = [...new Set(props.services.flatMap(service => service.medicalSpecialty ?? []))]
  return {
    "@type": "Hospital",
    "@id": `${props.url}/#hospital`,
    name: props.name,
    url: `${props.url}/`,
    logo: props.logo,
    image: props.logo,
    telephone: props.telephone,
    email: props.email,
    address: { "@type": "PostalAddress", ...props.address },
    geo: { "@type": "GeoCoordinates", latitude: props.geo.lat, longitude: props.geo.lng },
    // The hospital is open whenever one of its services is: the hours of all of them together.
    openingHoursSpecification: openingHoursSpecification(props.openingHours.flatMap(service => service.times)),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "emergency",
      telephone: props.emergencyPhone,
      hoursAvailable: openingHoursSpecification([{ days: weekDays, ...allDayTimes }]),
    },
    medicalSpecialty: specialties,
    availableService: props.services.map(service => ({
      "@type": medicalServiceType(service.medicalSpecialty),
      name: service.title,
    })),
    // Hospital is a LocalBusiness, whose paymentAccepted is free text: the insurers are listed there.
    paymentAccepted: ["Cash", ...props.insurers].join(", "),
  }
}

/** schema.org Hospital for the home page's Head. */
export function HospitalJsonLd(props: HospitalJsonLdProps) {
  return <JsonLd data={hospitalJsonLd(props)} />
}
