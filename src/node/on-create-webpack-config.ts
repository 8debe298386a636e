import type { GatsbyNode } from "gatsby"
import { shapeBrowserBundle } from "../../gatsby/internals/browser-bundle"
import { buildCmsPage } from "./cms-page"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = args => {
  shapeBrowserBundle(args)
  return buildCmsPage(args)
}
