export { Breadcrumb } from "./Breadcrumb"
export type { Crumb } from "./Breadcrumb"
