import fs from "fs"
import { createRequire } from "module"
import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"
import type { Compiler, Stats } from "gatsby/webpack"
import { publicTemplates, templateFile } from "../../src/model/routes"
import { GatsbyInternalsError } from "./error"

export interface Chunk {
  name?: string | null
}
export type ChunkName = (module: unknown, chunks: Chunk[], cacheGroupKey: string) => string

const templatePrefix = "component---"
/** Webpack's name for a template's chunk, from its file: "home" → component---src-site-templates-home-tsx. */
export const templateChunk = (template: string) => `${templatePrefix}${templateFile(template).replace(/[/.]/g, "-")}`
const publicChunks = publicTemplates.map(template => templateChunk(template))
const isTemplate = (chunk: Chunk) => chunk.name?.startsWith(templatePrefix) ?? false
/** The file that holds the code every public template needs. */
export const publicSharedChunk = "public-shared"

/** The package `gatsby` re-exports whole, left out of the bundle by its name: the site uses no `<Script>`. */
const gatsbyScript = "gatsby-script"

/** A file of Gatsby's, or of a Gatsby plugin, that the bundle names by its path. */
export interface GatsbyFile {
  /** What the file is, for messages. */
  what: string
  /** Where it must be. */
  file: string
  /** The request the bundle's alias matches: how Gatsby's own code asks for the file. */
  request: string
}

/**
 * Gatsby files the bundle names, resolved from `projectDir` (Gatsby's cwd): its start, then ones aliased out as dead
 * here: Partytown (develop only), the manifest plugin (per-language manifests only; it pulled in all of Gatsby's
 * browser API), Gatsby's SW registration and prefetching (off). Plus stylis's prefixer, which has a stand-in.
 */
export function gatsbyFiles(projectDir = process.cwd()) {
  const projectRequire = createRequire(path.join(projectDir, "package.json"))
  const inPackage = (what: string, request: string): GatsbyFile => {
    let file = path.join(projectDir, "node_modules", request)
    try {
      file = projectRequire.resolve(request)
    } catch {
      // Left as the path it was: the check below names it.
    }
    return { what, file, request: file }
  }
  // stylis exports only its entry and package.json: its own files are found beside the latter, in the copy
  // styled-components uses.
  const inStylis = (what: string, name: string): GatsbyFile => {
    let dir = path.join(projectDir, "node_modules", "stylis")
    try {
      dir = path.dirname(createRequire(projectRequire.resolve("styled-components")).resolve("stylis/package.json"))
    } catch {
      // Left as it was: the check below names the file.
    }
    return { what, file: path.join(dir, name), request: path.join(dir, name) }
  }
  // Gatsby's start asks for these without the extension (require(`./prefetch`) …).
  const inCache = (what: string, name: string): GatsbyFile => ({
    what,
    file: path.join(projectDir, ".cache", `${name}.js`),
    request: path.join(projectDir, ".cache", name),
  })
  return {
    productionApp: inCache("Gatsby's start of the browser bundle", "production-app"),
    leftOut: [
      inPackage("Gatsby's Partytown plugin's browser code", "gatsby/dist/internal-plugins/partytown/gatsby-browser.js"),
      inPackage("gatsby-plugin-manifest's browser code", "gatsby-plugin-manifest/gatsby-browser.js"),
      inCache("Gatsby's service-worker registration", "register-service-worker"),
      inCache("Gatsby's link prefetching", "prefetch"),
    ],
    vendorPrefixes: inStylis("stylis's vendor prefixing", "src/Prefixer.js"),
  }
}

/** Throws, naming the file, unless each of Gatsby's files the bundle names is where it is expected. */
function checkGatsbyFiles(files: readonly GatsbyFile[]) {
  for (const { what, file } of files) {
    if (!fs.existsSync(file))
      throw new GatsbyInternalsError(`the browser bundle names ${what} at ${file}`, "there is no such file")
  }
}

interface GatsbyBundleConfig {
  entry: Record<string, unknown>
  resolve: { alias: Record<string, string | false> }
  optimization: { runtimeChunk: unknown; splitChunks: { cacheGroups: Record<string, { name?: unknown }> } }
  plugins?: unknown[]
}

/**
 * Makes the build fail, saying which assumption broke, when the bundle webpack made is not the one the site
 * shapes: each public template in a chunk of its own with the name `templateChunk` gives it, `public-shared` in
 * each of them, and none of the left-out files in it.
 */
export class BundleCheck {
  constructor(private readonly leftOut: readonly GatsbyFile[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.done.tap("BundleCheck", (stats: Stats) => {
      const { compilation } = stats
      for (const problem of this.problems(stats)) compilation.errors.push(new compiler.webpack.WebpackError(problem))
    })
  }

  problems({ compilation }: Stats): string[] {
    const problems: string[] = []
    for (const name of publicChunks) {
      const group = compilation.namedChunkGroups.get(name)
      if (!group) {
        problems.push(
          new GatsbyInternalsError(
            `Gatsby names a template's chunk ${templatePrefix}<its file's path, with - for / and .>`,
            `webpack made no chunk ${name}`,
          ).message,
        )
      } else if (!group.chunks.some(chunk => chunk.name === publicSharedChunk)) {
        problems.push(
          new GatsbyInternalsError(
            `the code every public template needs goes in ${publicSharedChunk}, named in Gatsby's "shared" cache group`,
            `${name} does not load it`,
          ).message,
        )
      }
    }
    const leftOut = new Map(this.leftOut.map(file => [file.file, file.what]))
    const inGatsbyScript = `${path.sep}node_modules${path.sep}${gatsbyScript}${path.sep}`
    for (const module of compilation.modules) {
      const resource = "resource" in module ? String(module.resource) : ""
      if (leftOut.has(resource))
        problems.push(
          new GatsbyInternalsError(
            `${leftOut.get(resource)} is left out of the browser bundle by an alias of the request ${resource}`,
            "Gatsby now asks for it otherwise and it is in the bundle",
          ).message,
        )
      if (resource.includes(inGatsbyScript))
        problems.push(
          new GatsbyInternalsError(
            `${gatsbyScript} is left out of the browser bundle by an alias of the request "${gatsbyScript}"`,
            `${resource} is in it`,
          ).message,
        )
    }
    return problems
  }
}

/** V8's magic comment: compile all of the script's functions while it downloads (Chrome 136 and later). */
export const compileHint = "//# allFunctionsCalledOnLoad\n"

/**
 * Adds V8's compile hint to the chunks run at load (app, public-shared, templates), so Chrome compiles them eagerly off
 * the main thread while streaming rather than lazily inside hydration's long tasks. Lazy chunks (islands, search) stay
 * lazy. Added after minification (which strips comments) and before content hashes are computed.
 */
export class CompileHints {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap("CompileHints", compilation => {
      compilation.hooks.processAssets.tap(
        { name: "CompileHints", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of loadScripts(compilation.namedChunkGroups))
            compilation.updateAsset(file, source => new sources.ConcatSource(compileHint, source))
        },
      )
    })
  }
}

/** The script files of the chunk groups a page runs as it loads: the app's and the templates'. */
function loadScripts(groups: ReadonlyMap<string, { chunks: { files: Iterable<string> }[] }>) {
  const files = new Set<string>()
  for (const [name, group] of groups)
    if (name === "app" || name.startsWith(templatePrefix))
      for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith(".js")) files.add(file)
  return files
}

/**
 * Production bundle only: enters at start.ts and aliases out `gatsbyFiles` and gatsby-script (for `<Script>`, drop its
 * alias and BundleCheck). Fewer first-load chunks, as each costs a request, headers and compression: webpack runtime in
 * app, one "public-shared" cache group, compile hints. Throws, naming it, if a Gatsby file or setting is missing.
 */
export function shapeBrowserBundle({ stage, getConfig, actions }: CreateWebpackConfigArgs, projectDir = process.cwd()) {
  if (stage !== "build-javascript") return
  const config = getConfig() as GatsbyBundleConfig
  const { productionApp, leftOut, vendorPrefixes } = gatsbyFiles(projectDir)
  checkGatsbyFiles([productionApp, ...leftOut, vendorPrefixes])
  if (!("app" in config.entry))
    throw new GatsbyInternalsError(
      `Gatsby's webpack config starts the browser bundle at its entry "app" (${productionApp.file})`,
      `its entries are ${Object.keys(config.entry).join(", ")}`,
    )
  const shared = config.optimization.splitChunks.cacheGroups.shared
  if (typeof shared?.name !== "function")
    throw new GatsbyInternalsError(
      `Gatsby's webpack config names shared chunks with a function, in its "shared" cache group (gatsby/dist/utils/webpack.config.js)`,
      "there is no such function",
    )

  // Gatsby's "commons" group takes the code shared by as many chunks as it counts page components: with the staff
  // page's template, that took the dictionary and the language context into a fifth file on every page. Without
  // it, that code goes through "shared", into public-shared, as before.
  delete config.optimization.splitChunks.cacheGroups.commons

  config.entry.app = path.join(projectDir, "gatsby/internals/start.ts")
  Object.assign(config.resolve.alias, Object.fromEntries(leftOut.map(({ request }) => [request, false])), {
    [`${gatsbyScript}$`]: false,
    "gatsby-production-app$": productionApp.file,
    [vendorPrefixes.request]: path.join(projectDir, "gatsby/internals/no-vendor-prefixes.ts"),
  })
  config.optimization.runtimeChunk = false
  const gatsbyName = shared.name as ChunkName
  shared.name = ((module, chunks, cacheGroupKey) =>
    chunks.every(isTemplate) && publicChunks.every(name => chunks.some(chunk => chunk.name === name))
      ? publicSharedChunk
      : gatsbyName(module, chunks, cacheGroupKey)) satisfies ChunkName
  config.plugins = [...(config.plugins ?? []), new BundleCheck([...leftOut, vendorPrefixes]), new CompileHints()]
  actions.replaceWebpackConfig(config)
}
