export { Island } from "./Island"
export { lazyBlock, loadEveryBlock } from "./lazy-block"
export type { BlockCode, HydrateWhen } from "./island"
export { leaveServerHead, useServerHead } from "./server-head"
