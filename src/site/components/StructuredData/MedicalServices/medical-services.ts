import type { JsonLdThing } from "../JsonLd"
import type { OpeningTimes } from "../../OpeningHours"
import { allDayTimes, testSpecialties } from "../../../../model/content-model/values"
import type { ServiceTimetable } from "../../../../model/timetable"

/**
 * The schema.org type of what a service offers, from its medicalSpecialty (content/services/): MedicalTest for
 * imaging and the laboratory, MedicalProcedure for the rest.
 */
export const medicalServiceType = (specialty: string | null | undefined) =>
  specialty && testSpecialties.includes(specialty) ? "MedicalTest" : "MedicalProcedure"

/** schema.org OpeningHoursSpecification, one per line of hours; identical lines are given once. */
export function openingHoursSpecification(times: readonly OpeningTimes[]): JsonLdThing[] {
  const seen = new Set<string>()
  return times
    .filter(({ days, opens, closes }) => {
      const id = `${[...days].sort().join()}|${opens}|${closes}`
      return !seen.has(id) && Boolean(seen.add(id))
    })
    .map(({ days, opens, closes }) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: [...days], opens, closes }))
}

/**
 * schema.org's special opening hours, one per public holiday or closure: a day closed opens and closes at 00:00,
 * as schema.org and Google write a closed day.
 */
export const specialOpeningHoursSpecification = (special: ServiceTimetable["special"]): JsonLdThing[] =>
  special.map(([date, name, opens = allDayTimes.opens, closes = allDayTimes.opens]) => ({
    "@type": "OpeningHoursSpecification",
    name,
    validFrom: date,
    validThrough: date,
    opens,
    closes,
  }))
