import React from "react"
import type { GatsbySSR } from "gatsby"
import { arrangeHead } from "./gatsby/internals/head-filter"
import { frameIds } from "./src/model/heading-ids"

/**
 * Draws a page only once its whole HTML is read (`rel="expect"`): drawn half-read over mobile data, the navbar's
 * or the call bar's links would move aside as the last ones came. The pages are small enough for this to cost no
 * more than a moment over a slow connection.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setPostBodyComponents }) => {
  setHeadComponents([
    // An HTML attribute eslint-plugin-react does not know yet; React writes it as it is.
    // eslint-disable-next-line react/no-unknown-property
    <link key="whole-page" rel="expect" href={`#${frameIds.pageEnd}`} blocking="render" />,
  ])
  // The last element of every page: the browser draws the page once it has read up to it.
  setPostBodyComponents([<div key={frameIds.pageEnd} id={frameIds.pageEnd} hidden />])
}

/** No gatsby-plugin-image style or script, and the first picture asked for first (gatsby/internals/head-filter.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = arrangeHead
