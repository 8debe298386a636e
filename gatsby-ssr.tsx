import React from "react"
import type { GatsbySSR } from "gatsby"
import { earlyTapsScript } from "./src/site/hydration/early-taps"
import { arrangeHead } from "./gatsby/internals/head-filter"
import { frameIds } from "./src/model/heading-ids"

/**
 * Keeps taps made before the site's script runs (src/site/hydration/early-taps.ts). Draws a page only once its
 * whole HTML is read (`rel="expect"`): drawn half-read, as the HTML arrives over mobile data, the navbar's or the
 * call bar's links would move aside as the last ones came, and where the HTML is cut depends on how long its text
 * is. The pages are small enough for this to cost no more than a moment over a slow connection.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setPostBodyComponents }) => {
  setHeadComponents([
    // An HTML attribute eslint-plugin-react does not know yet; React writes it as it is.
    // eslint-disable-next-line react/no-unknown-property
    <link key="whole-page" rel="expect" href={`#${frameIds.pageEnd}`} blocking="render" />,
    <script key="early-taps" dangerouslySetInnerHTML={{ __html: earlyTapsScript }} />,
  ])
  // The last element of every page: the browser draws the page once it has read up to it.
  setPostBodyComponents([<div key={frameIds.pageEnd} id={frameIds.pageEnd} hidden />])
}

/** No gatsby-plugin-image style or script, and the first picture asked for first (gatsby/internals/head-filter.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = arrangeHead
