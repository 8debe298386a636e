export { ArticleSummary } from "./ArticleSummary"
export type { ArticleSummaryProps } from "./ArticleSummary"
