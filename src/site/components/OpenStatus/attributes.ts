/** The attribute that carries a service's timetable (JSON) on the element its status is written into. */
export const statusAttribute = "data-open-status"
/** The attribute that dates a special day's lines in a table of hours (OpeningHours), which go once it has passed. */
export const specialDayAttribute = "data-special-day"
/** How many special days a table of hours shows: the next ones. */
export const shownSpecialDays = 3
/** The attribute that names the language a status is written in. */
export const statusLocaleAttribute = "data-locale"
