export { ReviewDates } from "./ReviewDates"
export type { ReviewDatesProps } from "./ReviewDates"
