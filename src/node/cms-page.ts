import fs from "fs"
import { createRequire } from "module"
import path from "path"
import type { CreateWebpackConfigArgs, GatsbyNode } from "gatsby"
import webpack, { Configuration, Stats } from "gatsby/webpack"
import { cmsRoute } from "../model/routes"
import { backendFromEnvironment, cmsConfig } from "./cms-config"
import { cmsPageHtml, cmsPageTitle } from "./cms-page-html"
import { noticeNetworkHost } from "./cms-proxy"
import { readSiteBasics } from "./site-settings"

/**
 * The CMS page (/cms/) is compiled on its own, next to the site and never into it: no public page's
 * JavaScript knows it exists. Decap's prebuilt bundle and React's are copied as they are and shared as
 * globals, so the editor and the previews (src/cms) run on one React.
 */

const projectDir = () => process.cwd()
const outputDir = () => path.join(projectDir(), "public", cmsRoute)

/** Files copied beside the page, each named with its version so that a browser never keeps a stale one. */
function vendorFiles() {
  const projectRequire = createRequire(path.join(projectDir(), "package.json"))
  const from = (pkg: string, file: string) => {
    const dir = path.dirname(projectRequire.resolve(`${pkg}/package.json`))
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }
    return { source: path.join(dir, file), name: `${pkg}-${version}.js` }
  }
  return [
    from("react", "umd/react.production.min.js"),
    from("react-dom", "umd/react-dom.production.min.js"),
    from("decap-cms-app", "dist/decap-cms-app.js"),
  ]
}

function cmsWebpackConfig({ stage, getConfig, rules }: CreateWebpackConfigArgs): Configuration {
  const site = readSiteBasics()
  const config = cmsConfig({
    backend: backendFromEnvironment(),
    siteUrl: site.siteUrl,
  })
  const gatsbyConfig = getConfig() as Configuration
  const develop = stage === "develop"
  return {
    mode: develop ? "development" : "production",
    devtool: false,
    entry: { cms: path.join(projectDir(), "src/cms/index.tsx") },
    output: { path: outputDir(), filename: develop ? "[name].js" : "[name]-[contenthash].js", publicPath: cmsRoute },
    // Gatsby's own loader for the site's code (TypeScript, styled-components' names), with its production settings
    // in development too: this bundle has no runtime for the development server's hot reloading.
    module: { rules: [rules.js({ stage: "build-javascript" })] },
    resolve: gatsbyConfig.resolve,
    externals: { react: "React", "react-dom": "ReactDOM", "decap-cms-app": "DecapCmsApp" },
    plugins: [
      new webpack.DefinePlugin({
        CMS_CONFIG: JSON.stringify(config),
        SITE_NAME: JSON.stringify(site.name),
      }),
    ],
    performance: { hints: false },
  }
}

/** Writes the page once the bundle exists: the vendor files, then the bundle, in that order. */
function writePage(stats: Stats, title: string) {
  const vendors = vendorFiles()
  for (const { source, name } of vendors) fs.copyFileSync(source, path.join(outputDir(), name))
  const bundle = stats.toJson({ assets: true }).assetsByChunkName?.cms ?? []
  const scripts = [...vendors.map(v => v.name), ...bundle.filter(file => file.endsWith(".js"))]
  fs.writeFileSync(path.join(outputDir(), "index.html"), cmsPageHtml(title, scripts))
}

function reportErrors(stats: Stats | undefined, error: Error | null | undefined): Error | undefined {
  if (error) return error
  if (stats?.hasErrors()) return new Error(stats.toString({ all: false, errors: true }))
  return undefined
}

/** Compiles the CMS page beside the site: watched in `gatsby develop`, once in `gatsby build`. */
export function buildCmsPage(args: CreateWebpackConfigArgs): Promise<void> | undefined {
  const { stage, reporter } = args
  if (stage !== "develop" && stage !== "build-javascript") return
  const title = cmsPageTitle()
  const compiler = webpack(cmsWebpackConfig(args))
  if (stage === "develop") {
    compiler.watch({}, (error, stats) => {
      const failure = reportErrors(stats, error)
      if (failure) reporter.error(`The CMS page (${cmsRoute}) did not compile`, failure)
      else if (stats) writePage(stats, title)
    })
    return
  }
  return new Promise<void>((resolve, reject) => {
    fs.rmSync(outputDir(), { recursive: true, force: true })
    compiler.run((error, stats) => {
      const failure = reportErrors(stats, error)
      if (failure || !stats) return reject(failure)
      writePage(stats, title)
      compiler.close(() => resolve())
    })
  })
}

/**
 * The development server serves public/ without index files: answer /cms and /cms/ with the page. Listening
 * beyond this computer, it says that the editor's /api does not (src/node/cms-proxy.ts).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store, reporter }) => {
  noticeNetworkHost({ store, reporter })
  app.get([cmsRoute, cmsRoute.replace(/\/$/, "")], (_request: unknown, response: { sendFile(file: string): void }) => {
    response.sendFile(path.join(outputDir(), "index.html"))
  })
}
