export { HospitalJsonLd, hospitalJsonLd, postalAddressFromText } from "./HospitalJsonLd"
export type { HospitalJsonLdProps, PostalAddressData } from "./HospitalJsonLd"
