export { JsonLd } from "./JsonLd"
export type { JsonLdThing } from "./JsonLd"
