export { ContactSummary } from "./ContactSummary"
export type { ContactSummaryProps } from "./ContactSummary"
