export { Island } from "./Island"
export { lazyBlock } from "./lazy-block"
export type { BlockCode, HydrateWhen } from "./deferred-hydration"
export { useServerHead } from "../../../gatsby/internals/server-head"
