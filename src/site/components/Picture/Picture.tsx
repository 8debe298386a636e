import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

const Frame = styled.span`
  display: block;
  position: relative;
  overflow: hidden;
  width: 100%;
  background-size: cover;
  background-position: center;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

// React 18 passes the lowercase attribute through as it is.
const highPriority: Record<string, string> = { fetchpriority: "high" }

export interface PictureProps {
  /** Image data made at build time by gatsby-plugin-image (sharp): sizes, WebP and the picture's main colour. */
  image: IGatsbyImageData | null | undefined
  alt: string
  /** Fill the parent's height (the carousel) instead of keeping the picture's own proportions. */
  fill?: boolean
  /** The page's main picture: load at once and first. Every other picture loads when it nears the screen. */
  priority?: boolean
  className?: string
}

/**
 * Renders gatsby-plugin-image's image data as a plain <picture>. GatsbyImage itself pulls ~27 KB of
 * JavaScript (react-dom/server among it) into every page that shows one; this needs none. The space is
 * reserved from the start (aspect-ratio, or the parent's height) so nothing shifts when it loads.
 */
export function Picture({ image, alt, fill = false, priority = false, className }: PictureProps) {
  if (!image) return null
  const { images, backgroundColor, width, height } = image
  // The picture's main colour holds its place: a blurred preview would add kilobytes to every page's HTML.
  const style: React.CSSProperties = {
    backgroundColor,
    aspectRatio: fill ? undefined : `${width} / ${height}`,
    height: fill ? "100%" : undefined,
  }
  const fetchPriority = priority ? highPriority : {}
  return (
    <Frame className={className} style={style}>
      <picture>
        {images.sources?.map(source => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
        ))}
        <img
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet}
          sizes={images.fallback?.sizes}
          alt={alt}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          {...fetchPriority}
        />
      </picture>
    </Frame>
  )
}

/**
 * The head's preload of a page's main picture, so the phone asks for it while it reads the HTML rather than when
 * it meets the <img>. It names the best format's candidates (AVIF); a browser without AVIF skips it by its type.
 */
export function PicturePreload({ image }: { image: IGatsbyImageData | null | undefined }) {
  const best = image?.images.sources?.[0] ?? image?.images.fallback
  if (!best?.srcSet) return null
  const type = "type" in best ? best.type : undefined
  return (
    <link rel="preload" as="image" imageSrcSet={best.srcSet} imageSizes={best.sizes} type={type} {...highPriority} />
  )
}
