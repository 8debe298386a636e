// schema.org JSON-LD for search engines, one component per kind of thing a page describes.
export * from "./JsonLd"
export * from "./HospitalJsonLd"
export * from "./MedicalClinicJsonLd"
export * from "./BreadcrumbJsonLd"
export * from "./NewsArticleJsonLd"
