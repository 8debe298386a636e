export { Island } from "./Island"
export { lazyBlock, loadEveryBlock } from "./lazy-block"
export type { BlockCode, HydrateWhen } from "./deferred-hydration"
export { leaveServerHead, useServerHead } from "../../../gatsby/internals/server-head"
