import React from "react"
import type { PreRenderHTMLArgs } from "gatsby"

/**
 * gatsby-plugin-image adds a style sheet and a script for its <GatsbyImage> to every page, as head components with
 * these keys (its gatsby-ssr.js). The site draws its pictures with src/site/components/Picture, which needs neither;
 * leaving them out saves every phone the bytes.
 */
const imagePluginHead = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"])

/** gatsby-ssr's onPreRenderHTML: the head components without gatsby-plugin-image's. */
export function leaveOutImagePluginHead({ getHeadComponents, replaceHeadComponents }: PreRenderHTMLArgs) {
  replaceHeadComponents(
    getHeadComponents().filter(
      component => !(React.isValidElement(component) && imagePluginHead.has(String(component.key))),
    ),
  )
}
