export { OpeningHours } from "./OpeningHours"
export { formatDays, formatOpeningTimes, formatTimes, serviceHours } from "./hours"
export type { OpeningTimes } from "./hours"
