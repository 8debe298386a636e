export { Hero } from "./Hero"
export type { HeroSlide } from "./Hero"
