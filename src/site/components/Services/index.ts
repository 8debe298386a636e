export { Services } from "./Services"
export type { Service } from "./Services"
