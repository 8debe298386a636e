export { MedicalClinicJsonLd } from "./MedicalClinicJsonLd"
export type { MedicalClinicJsonLdProps } from "./MedicalClinicJsonLd"
