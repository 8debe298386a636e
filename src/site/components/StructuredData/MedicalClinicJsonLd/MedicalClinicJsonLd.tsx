import React from "react"
import { JsonLd, JsonLdThing } from "../JsonLd"
import type { PostalAddressData } from "../HospitalJsonLd"
import { medicalServiceType, openingHoursSpecification, specialOpeningHoursSpecification } from "../MedicalServices"
import type { ServiceTimetable } from "../../../../model/timetable"
import type { OpeningTimes } from "../../OpeningHours"

/**
 * The service's specialty and offers as its content file gives them: its schema.org MedicalSpecialty when one fits
 * (e.g. "Dentistry"), and what it offers, each of which becomes a MedicalProcedure (or a MedicalTest, for scans).
 * The rest is named as schema.org names it.
 */
export interface MedicalClinicJsonLdProps extends Pick<Queries.ServicePage, "medicalSpecialty" | "offers"> {
  /** The service page's title, e.g. "Dental care"; the hospital's name is added. */
  name: string
  hospitalName: string
  /** The site's address, e.g. "https://www.example.org": the Hospital of the home page is "<url>/#hospital". */
  siteUrl: string
  /** Absolute URL of the service page. */
  url: string
  description: string
  /** Absolute URL of the page's picture. */
  image: string
  telephone: string
  address: PostalAddressData
  openingTimes: readonly OpeningTimes[]
  /** The public holidays and closures that change those hours, from the day the site was built. */
  special?: ServiceTimetable["special"]
}

function medicalClinicJsonLd(props: MedicalClinicJsonLdProps): JsonLdThing {
  return {
    "@type": "MedicalClinic",
    "@id": `${props.url}#clinic`,
    name: `${props.hospitalName} — ${props.name}`,
    url: props.url,
    description: props.description,
    image: props.image,
    telephone: props.telephone,
    address: { "@type": "PostalAddress", ...props.address },
    // A department of the hospital the home page describes.
    parentOrganization: { "@id": `${props.siteUrl}/#hospital` },
    ...(props.medicalSpecialty ? { medicalSpecialty: props.medicalSpecialty } : {}),
    ...(props.openingTimes.length ? { openingHoursSpecification: openingHoursSpecification(props.openingTimes) } : {}),
    ...(props.special?.length
      ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(props.special) }
      : {}),
    availableService: props.offers.map(name => ({ "@type": medicalServiceType(props.medicalSpecialty), name })),
  }
}

/** schema.org MedicalClinic for a service page's Head: the department, its hours and what it offers. */
export function MedicalClinicJsonLd(props: MedicalClinicJsonLdProps) {
  return <JsonLd data={medicalClinicJsonLd(props)} />
}
