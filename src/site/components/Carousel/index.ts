export { Carousel } from "./Carousel"
export type { CarouselSlide, CarouselProps } from "./Carousel"
