import { createRequire } from "module"
import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { publicTemplates } from "../../src/routes"

const projectRequire = createRequire(path.resolve("package.json"))

export interface Chunk {
  name?: string | null
}
export type ChunkName = (module: unknown, chunks: Chunk[], cacheGroupKey: string) => string

const templatePrefix = "component---src-templates-"
/** Webpack's name for a template's chunk: "admin/maps" → component---src-templates-admin-maps-tsx. */
export const templateChunk = (template: string) => `${templatePrefix}${template.replace(/\//g, "-")}-tsx`
const publicChunks = publicTemplates.map(templateChunk)
const isTemplate = (chunk: Chunk) => chunk.name?.startsWith(templatePrefix) ?? false

/**
 * Code every page would download and never run, left out of the browser bundle:
 * - Gatsby's Partytown plugin, whose browser code acts in `gatsby develop` only;
 * - gatsby-plugin-manifest's browser code, which acts only for a manifest per language (the site has one); it also
 *   required the whole of Gatsby's browser API, so nothing of it could be left out (Slice, PageRenderer …);
 * - gatsby-script, which the `gatsby` package re-exports whole (the site uses no `<Script>`: to use one, remove
 *   its line here);
 * - Gatsby's service-worker registration, which runs only for a plugin that asks for it (the site registers its
 *   own, src/hooks/use-service-worker.ts);
 * - Gatsby's prefetching of the pages links point to, which gatsby-browser.tsx turns off (disableCorePrefetching).
 */
const neverRun = {
  [projectRequire.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js")]: false,
  [projectRequire.resolve("gatsby-plugin-manifest/gatsby-browser.js")]: false,
  "gatsby-script$": false,
  [path.resolve(".cache/register-service-worker")]: false,
  [path.resolve(".cache/prefetch")]: false,
} as const

/**
 * The built site's browser bundle. It starts at start.ts (beside this file), which runs Gatsby's own start
 * (.cache/production-app) a few tasks later, and leaves out the code in `neverRun`.
 *
 * A public page loads its scripts in fewer files, since each costs a phone a request and about half a KB of headers
 * and lost compression: webpack's runtime goes in the app script, and the code that every public template needs
 * goes in one file, "public-shared", where Gatsby would make one per set of templates that share it. Code shared
 * with a block that loads later (lazyBlock) stays where Gatsby puts it. `gatsby develop` keeps Gatsby's bundle.
 */
export function shapeBrowserBundle({ stage, getConfig, actions }: CreateWebpackConfigArgs) {
  if (stage !== "build-javascript") return
  const config = getConfig()
  config.entry.app = path.resolve("gatsby/internals/start.ts")
  Object.assign(config.resolve.alias, neverRun, {
    "gatsby-production-app$": path.resolve(".cache/production-app.js"),
  })
  config.optimization.runtimeChunk = false
  const { shared } = config.optimization.splitChunks.cacheGroups
  const gatsbyName: ChunkName = shared.name
  shared.name = ((module, chunks, cacheGroupKey) =>
    chunks.every(isTemplate) && publicChunks.every(name => chunks.some(chunk => chunk.name === name))
      ? "public-shared"
      : gatsbyName(module, chunks, cacheGroupKey)) satisfies ChunkName
  actions.replaceWebpackConfig(config)
}
