import type { Locale } from "../../model/locales"

/**
 * A service page's own words, apart from the dictionary (dictionary.ts) because only the service pages' template
 * shows them: the first load of every other page carries none of them.
 */
const en = {
  book: "Book an appointment",
  offers: "What we offer",
  audience: "Who it is for",
  preparation: "How to prepare",
  /** The heading of the team members who work in the service, each with their clinic days. */
  team: "Who you will see",
  /** A team member and their clinic days: "Dentist: Monday to Friday". */
  teamLine: (member: string, days: string) => `${member}: ${days}`,
  /** Around the phone number, which is a link. */
  callForHours: { before: "Call us on ", after: " for today's hours." },
  emergencyCall: { before: "In an emergency, call ", after: ", day and night." },
}

export type ServiceWords = typeof en

const sw: ServiceWords = {
  book: "Weka miadi",
  offers: "Huduma tunazotoa",
  audience: "Ni kwa ajili ya nani",
  preparation: "Jinsi ya kujiandaa",
  team: "Utakayemwona",
  teamLine: (member, days) => `${member}: ${days}`,
  callForHours: { before: "Tupigie simu ", after: " ujue saa za kazi za leo." },
  emergencyCall: { before: "Ukiwa na dharura, piga ", after: ", mchana na usiku." },
}

export const serviceWords: Record<Locale, ServiceWords> = { en, sw }
