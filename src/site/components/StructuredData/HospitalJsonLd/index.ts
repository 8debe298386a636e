export { HospitalJsonLd, postalAddressFromText } from "./HospitalJsonLd"
export type { HospitalJsonLdProps, PostalAddressData } from "./HospitalJsonLd"
