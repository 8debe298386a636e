export { BreadcrumbJsonLd } from "./BreadcrumbJsonLd"
export type { BreadcrumbItem } from "./BreadcrumbJsonLd"
