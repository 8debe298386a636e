export { NewsArticleJsonLd, newsArticleJsonLd } from "./NewsArticleJsonLd"
export type { NewsArticleJsonLdProps } from "./NewsArticleJsonLd"
