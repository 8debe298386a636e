export { NewsArticleJsonLd } from "./NewsArticleJsonLd"
export type { NewsArticleJsonLdProps } from "./NewsArticleJsonLd"
