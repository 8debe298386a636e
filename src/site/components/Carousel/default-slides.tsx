import React from "react"
import type { CarouselSlide } from "./Carousel"
import coupe from "./coupe.jpg"
import sedan from "./sedan.jpg"
import suv from "./suv.jpg"

/**
 * The spec's sample slides, shown when a carousel is given none (no page of the site does).
 * Plain images rather than gatsby-plugin-image, so pages that pass their own slides carry no image code for these.
 */
const picture = (src: string, alt: string) => <img src={src} alt={alt} width={1600} height={800} loading="lazy" />

export const defaultSlides: CarouselSlide[] = [
  {
    id: "1",
    title: "Luxury Sedan",
    description: "A comfortable luxury sedan with premium features.",
    img: picture(sedan, "A silver luxury sedan"),
  },
  {
    id: "2",
    title: "Sport Coupe",
    description: "A sleek sport coupe for an exhilarating drive.",
    img: picture(coupe, "A red sport coupe"),
  },
  {
    id: "3",
    title: "Off-Road SUV",
    description: "Conquer any terrain with this rugged SUV.",
    img: picture(suv, "A green off-road SUV"),
  },
]
