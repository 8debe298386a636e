export { Team } from "./Team"
export type { TeamCardData } from "./Team"
