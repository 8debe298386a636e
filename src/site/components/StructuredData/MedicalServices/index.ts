export { medicalServiceType, openingHoursSpecification } from "./medical-services"
