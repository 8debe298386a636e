import type { GatsbyNode } from "gatsby"
import webpack from "gatsby/webpack"
import { shapeBrowserBundle } from "../../gatsby/internals/browser-bundle"
import { buildCmsPage } from "../cms/build/editor-page"
import { inlineScriptDefinitions } from "./publish/inline-script-build"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = args => {
  shapeBrowserBundle(args)
  args.actions.setWebpackConfig({ plugins: [new webpack.DefinePlugin(inlineScriptDefinitions())] })
  return buildCmsPage(args)
}
