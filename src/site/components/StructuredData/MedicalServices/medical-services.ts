import type { JsonLdThing } from "../JsonLd"

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

/** The MedicalSpecialty of a service of content/site.yaml ("Dental" → "Dentistry"), if schema.org has one. */
export const medicalSpecialty = (service: string): string | undefined => specialtyByService[key(service)]

/** The schema.org type of what a service offers: MedicalTest for scans, MedicalProcedure for the rest. */
export const medicalServiceType = (service: string) => serviceTypeByService[key(service)] ?? "MedicalProcedure"

/** Opening hours as content/site.yaml holds them: days by their schema.org names, times "08:00". */
export interface OpeningTimesData {
  days: readonly string[]
  opens: string
  closes: string
}

/** schema.org OpeningHoursSpecification, one per line of hours; identical lines are given once. */
export function openingHoursSpecification(times: readonly OpeningTimesData[]): JsonLdThing[] {
  const seen = new Set<string>()
  return times
    .filter(({ days, opens, closes }) => {
      const id = `${[...days].sort().join()}|${opens}|${closes}`
      return !seen.has(id) && Boolean(seen.add(id))
    })
    .map(({ days, opens, closes }) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: [...days], opens, closes }))
}
