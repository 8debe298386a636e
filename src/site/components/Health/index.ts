export { Health } from "./Health"
export type { HealthArticle } from "./Health"
