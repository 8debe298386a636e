export { News } from "./News"
export { NewsCard } from "./NewsCard"
export type { NewsCardArticle } from "./NewsCard"
