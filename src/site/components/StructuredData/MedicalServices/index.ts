export { medicalServiceType, openingHoursSpecification, specialOpeningHoursSpecification } from "./medical-services"
