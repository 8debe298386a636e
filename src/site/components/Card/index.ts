export { Card, CardBody, Prose, cardSurface } from "./Card"
export { ArticleBody, ArticleCard } from "./ArticleCard"
