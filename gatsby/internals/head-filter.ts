import React from "react"
import type { PreRenderHTMLArgs } from "gatsby"

/**
 * gatsby-plugin-image adds a style sheet and a script for its <GatsbyImage> to every page, as head components with
 * these keys (its gatsby-ssr.js). The site draws its pictures with src/site/components/Picture, which needs neither;
 * leaving them out saves every phone the bytes.
 */
const imagePluginHead = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"])

const isElement = (component: React.ReactNode): component is React.ReactElement<Record<string, unknown>> =>
  React.isValidElement(component)

/** The page's first picture, preloaded by its Head (src/site/components/Seo): `<link rel=preload as=image>`. */
const isPicturePreload = (component: React.ReactNode) =>
  isElement(component) &&
  component.type === "link" &&
  component.props.rel === "preload" &&
  component.props.as === "image"

/**
 * gatsby-ssr's onPreRenderHTML: the head components without gatsby-plugin-image's, and the first picture's preload
 * right after the meta tags (which Gatsby puts first), ahead of the inline styles (20 KB and more) that Gatsby puts
 * before every Head's element: the phone asks for the picture as soon as the first bytes of the page arrive.
 */
export function arrangeHead({ getHeadComponents, replaceHeadComponents }: PreRenderHTMLArgs) {
  const kept = getHeadComponents().filter(
    component => !(isElement(component) && imagePluginHead.has(String(component.key))),
  )
  const metas = kept.filter(component => isElement(component) && component.type === "meta")
  const preloads = kept.filter(isPicturePreload)
  const rest = kept.filter(component => !metas.includes(component) && !preloads.includes(component))
  replaceHeadComponents([...metas, ...preloads, ...rest])
}
