import { createRequire } from "module"
import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"

const projectRequire = createRequire(path.resolve("package.json"))

/**
 * The built site's browser bundle: it starts at src/hydration/start.ts, which runs Gatsby's own start
 * (.cache/production-app) a few tasks later. It leaves out two things every page would otherwise download (2 KB
 * compressed): Gatsby's Partytown plugin, whose browser code acts in `gatsby develop` only, and gatsby-script,
 * which the `gatsby` package re-exports whole. The site uses no `<Script>`; to use one, remove its line here.
 * `gatsby develop` keeps Gatsby's bundle as it is.
 */
export function shapeBrowserBundle({ stage, getConfig, actions }: CreateWebpackConfigArgs) {
  if (stage !== "build-javascript") return
  const config = getConfig()
  config.entry.app = path.resolve("src/hydration/start.ts")
  Object.assign(config.resolve.alias, {
    "gatsby-production-app$": path.resolve(".cache/production-app.js"),
    [projectRequire.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js")]: false,
    "gatsby-script$": false,
  })
  actions.replaceWebpackConfig(config)
}
