// The fixed values the content model allows, in a module of their own: the browser reads them too (opening
// hours, JSON-LD), without the rest of the model.

/**
 * schema.org's MedicalSpecialty members (https://schema.org/MedicalSpecialty), written as schema.org writes them,
 * so search engines read a service's specialty as it is.
 */
export const medicalSpecialties = [
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
] as const

/** Specialties whose services are tests (a scan, a blood test): schema.org MedicalTest, not MedicalProcedure. */
export const testSpecialties: readonly string[] = ["Radiography", "LaboratoryScience", "Pathology"]

/** Day names as schema.org writes them (https://schema.org/DayOfWeek), so search engines read them as they are. */
export const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const

/** How a notice speaks up: urgent ones are read out by screen readers at once (role "alert"). */
export const noticeLevels = ["information", "urgent"] as const
export type NoticeLevel = (typeof noticeLevels)[number]

/** Opening and closing times that mean open day and night. */
export const allDayTimes = { opens: "00:00", closes: "23:59" } as const

/**
 * The hospital's clock, in which staff write date-times (a notice's start and end): Kenya keeps UTC+3 all year,
 * with no summer time, so one offset stands for the zone.
 */
export const siteTimeZone = { name: "Africa/Nairobi", offset: "+03:00" } as const
