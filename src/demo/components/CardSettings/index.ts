export { CardSettings } from "./CardSettings"
export type { Account } from "./CardSettings"
