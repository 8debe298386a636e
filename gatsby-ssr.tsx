import React from "react"
import type { GatsbySSR } from "gatsby"
import { earlyTapsScript } from "./src/site/hydration/early-taps"
import { leaveOutImagePluginHead } from "./gatsby/internals/head-filter"

/** Keeps taps made before the site's script runs (src/site/hydration/early-taps.ts). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="early-taps" dangerouslySetInnerHTML={{ __html: earlyTapsScript }} />])
}

/** gatsby-plugin-image's style and script stay out of every page (gatsby/internals/head-filter.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = leaveOutImagePluginHead
