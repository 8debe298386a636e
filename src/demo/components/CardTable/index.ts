export { CardTable } from "./CardTable"
export type { ProjectRow } from "./CardTable"
export { formatUsd } from "./format"
