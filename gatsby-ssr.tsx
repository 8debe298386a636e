import React from "react"
import type { GatsbySSR } from "gatsby"
import { earlyTapsScript } from "./src/hydration/early-taps"

/** Keeps taps made before the site's script runs (src/hydration/early-taps.ts). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="early-taps" dangerouslySetInnerHTML={{ __html: earlyTapsScript }} />])
}

/**
 * gatsby-plugin-image adds a style sheet and a script for its <GatsbyImage> to every page. The site draws its
 * pictures with src/components/Picture, which needs neither; leaving them out saves every phone the bytes.
 */
const imagePluginHead = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"])

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      component => !(React.isValidElement(component) && imagePluginHead.has(String(component.key))),
    ),
  )
}
