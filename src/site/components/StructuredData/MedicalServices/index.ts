export { medicalServiceType, openingHoursSpecification } from "./medical-services"
export type { OpeningTimesData } from "./medical-services"
