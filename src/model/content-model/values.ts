// The fixed values the content model allows, in a module of their own: the browser reads them too (opening
// hours, JSON-LD), without the rest of the model.

/**
 * The four services the hospital offers. Service pages, home cards and opening hours name one each, and
 * the JSON-LD knows how to describe each; a new kind of service is added here first.
 */
export const medicalServiceNames = ["Maternity", "Dental", "Ultrasound", "Radiography"] as const

/** Day names as schema.org writes them (https://schema.org/DayOfWeek), so search engines read them as they are. */
export const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const

/** Opening and closing times that mean open day and night. */
export const allDayTimes = { opens: "00:00", closes: "23:59" } as const

/**
 * The hospital's clock, in which staff write date-times (a notice's start and end): Kenya keeps UTC+3 all year,
 * with no summer time, so one offset stands for the zone.
 */
export const siteTimeZone = { name: "Africa/Nairobi", offset: "+03:00" } as const
