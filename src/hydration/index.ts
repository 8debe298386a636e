export { Island } from "./Island"
export { lazyBlock } from "./lazy-block"
export type { BlockCode, HydrateWhen } from "./island"
