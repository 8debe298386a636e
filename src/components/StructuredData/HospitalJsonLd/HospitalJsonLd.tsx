import React from "react"
import { JsonLd, JsonLdThing } from "../JsonLd"

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
  email: string
  address: PostalAddressData
  geo: { lat: number; lng: number }
  /** The medicalServices of content/site.yaml, e.g. "Maternity". */
  services: readonly string[]
  /** Insurer names from content/insurers.yaml. */
  insurers: readonly string[]
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

/**
 * schema.org MedicalSpecialty members that cover each service (https://schema.org/MedicalSpecialty).
 * Ultrasound and X-ray are both imaging, which schema.org files under Radiography.
 */
const specialtyByService: Record<string, string> = {
  maternity: "Obstetric",
  dental: "Dentistry",
  ultrasound: "Radiography",
  radiography: "Radiography",
}

/** What kind of schema.org item each service is: scans are tests, the rest are procedures. */
const serviceTypeByService: Record<string, "MedicalTest" | "MedicalProcedure"> = {
  ultrasound: "MedicalTest",
  radiography: "MedicalTest",
}

const key = (service: string) => service.trim().toLowerCase()

function hospitalJsonLd(props: HospitalJsonLdProps): JsonLdThing {
  const specialties = [...new Set(props.services.map(s => specialtyByService[key(s)]).filter(Boolean))]
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
    medicalSpecialty: specialties,
    availableService: props.services.map(service => ({
      "@type": serviceTypeByService[key(service)] ?? "MedicalProcedure",
      name: service,
    })),
    // Hospital is a LocalBusiness, whose paymentAccepted is free text: the insurers are listed there.
    paymentAccepted: ["Cash", ...props.insurers].join(", "),
  }
}

/** schema.org Hospital for the home page's Head. */
export function HospitalJsonLd(props: HospitalJsonLdProps) {
  return <JsonLd data={hospitalJsonLd(props)} />
}
