export { CardPageVisits } from "./CardPageVisits"
export type { PageVisitRow } from "./CardPageVisits"
