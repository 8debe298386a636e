import { createRequire } from "module"
import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"

const projectRequire = createRequire(path.resolve("package.json"))

/**
 * The built site's browser bundle: it starts at src/hydration/start.ts, which runs Gatsby's own start
 * (.cache/production-app) a few tasks later, and leaves out Gatsby's Partytown plugin, whose browser code does
 * something in `gatsby develop` only but brings gatsby-script and Partytown (2.5 KB) to every page. `gatsby develop`
 * keeps Gatsby's bundle as it is.
 */
export function shapeBrowserBundle({ stage, getConfig, actions }: CreateWebpackConfigArgs) {
  if (stage !== "build-javascript") return
  const config = getConfig()
  config.entry.app = path.resolve("src/hydration/start.ts")
  Object.assign(config.resolve.alias, {
    "gatsby-production-app$": path.resolve(".cache/production-app.js"),
    [projectRequire.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js")]: false,
  })
  actions.replaceWebpackConfig(config)
}
