export { ServiceDetails } from "./ServiceDetails"
export type { ServiceDetailsProps } from "./ServiceDetails"
