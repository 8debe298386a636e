import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Carousel } from "../Carousel"
import { Picture } from "../Picture"

export interface HeroSlide extends Pick<Queries.Slide, "title" | "description" | "imageAlt"> {
  image: IGatsbyImageData | null | undefined
}

/** The home page header: the carousel with the hospital's slides. Only the first picture loads at once. */
export function Hero({ slides, label }: { slides: HeroSlide[]; label: string }) {
  return (
    <Carousel
      label={label}
      slides={slides.map((slide, index) => ({
        id: String(index + 1),
        title: slide.title,
        description: slide.description,
        img: <Picture image={slide.image} alt={slide.imageAlt} fill priority={index === 0} />,
      }))}
    />
  )
}
