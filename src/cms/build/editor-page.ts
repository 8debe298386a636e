import crypto from "crypto"
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import type { CreateDevServerArgs, CreateWebpackConfigArgs } from "gatsby"
import webpack, { Configuration, Stats } from "gatsby/webpack"
import { cmsRoute } from "../../model/routes"
import { backendFromEnvironment, cmsConfig } from "./decap-config"
import { cmsPageHtml, cmsPageTitle } from "./editor-page-html"
import { readSiteBasics } from "../../node/content/site-settings"

/**
 * The CMS page (/cms/) is compiled separately, so no public chunk references it. Decap needs React 19 and the site
 * stays on 18: this compile aliases react-19/react-dom-19, and Decap's prebuilt bundle reads that React as globals
 * (src/cms/react.ts), so the editor and previews share one React.
 */

const projectDir = () => process.cwd()
const outputDir = () => path.join(projectDir(), "public", cmsRoute)

const projectRequire = () => createRequire(path.join(projectDir(), "package.json"))
const packageDir = (pkg: string) => path.dirname(projectRequire().resolve(`${pkg}/package.json`))
const packageVersion = (pkg: string) =>
  (JSON.parse(fs.readFileSync(path.join(packageDir(pkg), "package.json"), "utf8")) as { version: string }).version

/**
 * Decap's prebuilt bundle and the parts it loads as they are needed, copied into a folder named with its version
 * so that a browser never keeps a stale one: the bundle finds its parts beside itself.
 */
function decapFiles() {
  const dist = path.join(packageDir("decap-cms-app"), "dist")
  const folder = `decap-cms-app-${packageVersion("decap-cms-app")}`
  const main = fs.readFileSync(path.join(dist, "decap-cms-app.js"), "utf8")
  // The bundle carries its own react-dom, which stops unless React's version is exactly the one it was built with.
  const builtWith = /reconcilerVersion:"([^"]+)"/.exec(main)?.[1]
  const react = packageVersion("react-19")
  if (builtWith !== react)
    throw new Error(
      `decap-cms-app's bundle was built with React ${builtWith ?? "(not found)"}: set react-19 and react-dom-19 to it, not ${react}`,
    )
  const files = fs.readdirSync(dist).filter(file => file.endsWith(".js"))
  return {
    copies: files.map(file => ({ source: path.join(dist, file), name: path.posix.join(folder, file) })),
    script: path.posix.join(folder, "decap-cms-app.js"),
  }
}

/**
 * Webpack's cache for this compile, per stage beside Gatsby's and emptied with it: with nothing changed, the editor
 * then takes a second to build, not ten. The editor's settings are compiled in, so other settings start another.
 */
export function cmsCache(
  gatsbyCache: Configuration["cache"],
  stage: string,
  settings: unknown,
): Configuration["cache"] {
  if (typeof gatsbyCache !== "object" || gatsbyCache.type !== "filesystem" || !gatsbyCache.cacheLocation) return false
  return {
    ...gatsbyCache,
    name: `cms-${stage}`,
    cacheLocation: path.join(path.dirname(gatsbyCache.cacheLocation), `cms-${stage}`),
    version: crypto.createHash("sha256").update(JSON.stringify(settings)).digest("hex"),
  }
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
    cache: cmsCache(gatsbyConfig.cache, stage, config),
    // React first, as globals for Decap's bundle; the editor's code takes the same React from it.
    entry: {
      react: path.join(projectDir(), "src/cms/react.ts"),
      cms: { import: path.join(projectDir(), "src/cms/index.tsx"), dependOn: "react" },
    },
    output: { path: outputDir(), filename: develop ? "[name].js" : "[name]-[contenthash].js", publicPath: cmsRoute },
    // Gatsby's own loader for the site's code (TypeScript, styled-components' names), with its production settings
    // in development too: this bundle has no runtime for the development server's hot reloading.
    module: { rules: [rules.js({ stage: "build-javascript" })] },
    resolve: {
      ...gatsbyConfig.resolve,
      alias: { ...gatsbyConfig.resolve?.alias, react: packageDir("react-19"), "react-dom": packageDir("react-dom-19") },
    },
    externals: { "decap-cms-app": "DecapCmsApp" },
    plugins: [new webpack.DefinePlugin({ CMS_CONFIG: JSON.stringify(config) })],
    // Production React in development too: Decap's bundle carries a production react-dom, which lacks what a
    // development React asks the renderer for (dispatcher.getOwner).
    optimization: { nodeEnv: "production" },
    performance: { hints: false },
  }
}

/** Writes the page once the bundle exists: React, Decap, then the editor's code, in that order. */
function writePage(stats: Stats, title: string, decap: ReturnType<typeof decapFiles>) {
  for (const { source, name } of decap.copies) {
    fs.mkdirSync(path.dirname(path.join(outputDir(), name)), { recursive: true })
    fs.copyFileSync(source, path.join(outputDir(), name))
  }
  const chunks = stats.toJson({ assets: true }).assetsByChunkName ?? {}
  const scripts = (chunk: string) => (chunks[chunk] ?? []).filter(file => file.endsWith(".js"))
  fs.writeFileSync(
    path.join(outputDir(), "index.html"),
    cmsPageHtml(title, [...scripts("react"), decap.script, ...scripts("cms")]),
  )
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
  const decap = decapFiles()
  const compiler = webpack(cmsWebpackConfig(args))
  if (stage === "develop") {
    compiler.watch({}, (error, stats) => {
      const failure = reportErrors(stats, error)
      if (failure) reporter.error(`The CMS page (${cmsRoute}) did not compile`, failure)
      else if (stats) writePage(stats, title, decap)
    })
    return
  }
  return new Promise<void>((resolve, reject) => {
    fs.rmSync(outputDir(), { recursive: true, force: true })
    compiler.run((error, stats) => {
      const failure = reportErrors(stats, error)
      if (failure || !stats) return reject(failure)
      writePage(stats, title, decap)
      compiler.close(() => resolve())
    })
  })
}

/** The development server serves public/ without index files: answer /cms and /cms/ with the page. */
export function serveCmsPage(app: CreateDevServerArgs["app"]): void {
  app.get([cmsRoute, cmsRoute.replace(/\/$/, "")], (_request: unknown, response: { sendFile(file: string): void }) => {
    response.sendFile(path.join(outputDir(), "index.html"))
  })
}
