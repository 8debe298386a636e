/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import React from "react"
import { renderToString } from "react-dom/server"
import styled, { ServerStyleSheet, StyleSheetManager } from "styled-components"
import type { CreateWebpackConfigArgs } from "gatsby"
import type { Stats } from "gatsby/webpack"
import {
  BundleCheck,
  Chunk,
  ChunkName,
  CompileHints,
  gatsbyFiles,
  publicSharedChunk,
  shapeBrowserBundle,
  templateChunk,
} from "../../gatsby/internals/browser-bundle"
import { repoDir as projectDir } from "../../testkit/project"
import { publicTemplates } from "../../src/model/routes"

// That the real build makes the four files, with public-shared in each public template and the aliased files
// where they are named, is checked on the fixture build (__tests__/node/fixture-build.test.ts); here, the naming
// and the checks themselves, on a stand-in of what Gatsby gives the hook.

/** A project whose Gatsby files are stand-ins, except those named in `missing`; node_modules is the real one. */
function standInProject(missing: string[] = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "browser-bundle-"))
  fs.writeFileSync(path.join(dir, "package.json"), "{}")
  fs.symlinkSync(path.join(projectDir, "node_modules"), path.join(dir, "node_modules"), "dir")
  const { productionApp, leftOut } = gatsbyFiles(dir)
  for (const { file } of [productionApp, ...leftOut]) {
    if (!file.startsWith(dir) || missing.includes(path.basename(file))) continue
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, "")
  }
  return dir
}

let project: string
beforeAll(() => (project = standInProject()))
afterAll(() => fs.rmSync(project, { recursive: true, force: true }))

/** What Gatsby gives the hook, reduced to what the site changes; Gatsby names a shared file by its chunks. */
function shape(stage: string, dir = project, config = gatsbyConfig()) {
  const replaced: unknown[] = []
  const args = { stage, getConfig: () => config, actions: { replaceWebpackConfig: (c: unknown) => replaced.push(c) } }
  shapeBrowserBundle(args as unknown as CreateWebpackConfigArgs, dir)
  return { config, replaced, sharedName: config.optimization.splitChunks.cacheGroups.shared?.name as ChunkName }
}

function gatsbyConfig() {
  const gatsbyName: ChunkName = (_module, chunks) => chunks.map(chunk => chunk.name).join("+")
  return {
    entry: { app: "Gatsby's start" } as Record<string, string>,
    resolve: { alias: {} as Record<string, string | false> },
    optimization: {
      runtimeChunk: { name: "webpack-runtime" } as unknown,
      splitChunks: {
        cacheGroups: { commons: { name: "commons" as unknown }, shared: { name: gatsbyName as unknown } } as Record<
          string,
          { name?: unknown }
        >,
      },
    },
    plugins: [] as unknown[],
  }
}

const chunkOf = (template: string): Chunk => ({ name: templateChunk(template) })
const everyPublicTemplate = publicTemplates.map(chunkOf)

test("code every public template needs goes in one file, even when a demo screen needs it too", () => {
  const { sharedName } = shape("build-javascript")
  expect(publicTemplates.length).toBeGreaterThan(1)
  expect(sharedName({}, everyPublicTemplate, "shared")).toBe(publicSharedChunk)
  expect(sharedName({}, [...everyPublicTemplate, chunkOf("admin/maps")], "shared")).toBe(publicSharedChunk)
})

test("code every page shares is not put in Gatsby's commons, a fifth file, but in public-shared too", () => {
  const { config } = shape("build-javascript")
  expect(Object.keys(config.optimization.splitChunks.cacheGroups)).toEqual(["shared"])
})

test("code only some templates share, or shared with a block that loads later, stays where Gatsby puts it", () => {
  const { sharedName } = shape("build-javascript")
  const some = everyPublicTemplate.slice(1)
  expect(sharedName({}, some, "shared")).toBe(some.map(chunk => chunk.name).join("+"))
  const withBlock = [...everyPublicTemplate, { name: null }]
  expect(sharedName({}, withBlock, "shared")).toBe(withBlock.map(chunk => chunk.name).join("+"))
  const demo = [chunkOf("admin/maps"), chunkOf("admin/tables")]
  expect(sharedName({}, demo, "shared")).toBe(demo.map(chunk => chunk.name).join("+"))
})

test("the built bundle starts at the staged start, with webpack's runtime inside and code it never runs left out", () => {
  const { config, replaced } = shape("build-javascript")
  expect(replaced).toEqual([config])
  expect(config.entry.app).toBe(path.join(project, "gatsby/internals/start.ts"))
  expect(config.optimization.runtimeChunk).toBe(false)
  expect(config.resolve.alias["gatsby-script$"]).toBe(false)
  const { leftOut, vendorPrefixes } = gatsbyFiles(project)
  for (const { request } of leftOut) expect(config.resolve.alias[request]).toBe(false)
  expect(config.resolve.alias[vendorPrefixes.request]).toBe(
    path.join(project, "gatsby/internals/no-vendor-prefixes.ts"),
  )
  expect(config.plugins).toEqual([expect.any(BundleCheck), expect.any(CompileHints)])
})

test("styled-components prefixes nothing unless asked to, so the bundle's stand-in for stylis's prefixing changes no style", () => {
  const Box = styled.div`
    user-select: none;
  `
  const styles = (element: React.ReactElement) => {
    const sheet = new ServerStyleSheet()
    renderToString(sheet.collectStyles(element))
    return sheet.getStyleTags()
  }
  expect(styles(React.createElement(Box))).toContain("{user-select:none;}")
  // Asked to, stylis's own prefixing adds what the stand-in would not.
  const asked = React.createElement(StyleSheetManager, { enableVendorPrefixes: true }, React.createElement(Box))
  expect(styles(asked)).toContain("-webkit-user-select:none;")
})

test("gatsby develop and the server render keep Gatsby's bundle", () => {
  for (const stage of ["develop", "build-html"]) expect(shape(stage).replaced).toEqual([])
})

describe("the build stops, naming what changed, when Gatsby's files or settings are not as the bundle expects", () => {
  test.each(["production-app.js", "prefetch.js", "register-service-worker.js"])("%s is missing", name => {
    const dir = standInProject([name])
    try {
      expect(() => shape("build-javascript", dir)).toThrow(`${name}, but there is no such file`)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  test("Gatsby's entry is no longer called app", () => {
    const config = gatsbyConfig()
    config.entry = { main: "Gatsby's start" }
    expect(() => shape("build-javascript", project, config)).toThrow('entry "app"')
  })

  test("Gatsby's shared chunks are no longer named by a function", () => {
    const config = gatsbyConfig()
    config.optimization.splitChunks.cacheGroups.shared.name = "shared"
    expect(() => shape("build-javascript", project, config)).toThrow('its "shared" cache group')
  })
})

describe("once webpack has made the bundle, the build stops when it is not the one the site shapes", () => {
  const named = (names: string[]) => names.map(name => ({ name }))
  /** What BundleCheck reads of webpack's compilation: the chunk groups by name, and the modules. */
  function problems(groups: Record<string, string[]>, modules: string[] = []) {
    const compilation = {
      namedChunkGroups: new Map(Object.entries(groups).map(([name, chunks]) => [name, { chunks: named(chunks) }])),
      modules: new Set(modules.map(resource => ({ resource }))),
    }
    const { leftOut, vendorPrefixes } = gatsbyFiles(project)
    return new BundleCheck([...leftOut, vendorPrefixes]).problems({ compilation } as unknown as Stats)
  }
  const asBuilt = Object.fromEntries(
    publicTemplates.map(template => [templateChunk(template), [publicSharedChunk, templateChunk(template)]]),
  )

  test("the bundle as the site shapes it passes", () => {
    expect(problems(asBuilt, [path.join(project, "gatsby/internals/start.ts")])).toEqual([])
  })

  test("a public template's chunk is named otherwise", () => {
    const { [templateChunk("home")]: _home, ...others } = asBuilt
    expect(problems(others)).toEqual([expect.stringContaining(`webpack made no chunk ${templateChunk("home")}`)])
  })

  test("a public template does not load public-shared", () => {
    expect(problems({ ...asBuilt, [templateChunk("offline")]: [templateChunk("offline")] })).toEqual([
      expect.stringContaining(`${templateChunk("offline")} does not load it`),
    ])
  })

  test("a file the bundle leaves out is in it", () => {
    const prefetch = gatsbyFiles(project).leftOut.find(({ what }) => what.includes("prefetch"))!
    expect(problems(asBuilt, [prefetch.file])).toEqual([expect.stringContaining("Gatsby's link prefetching")])
    const { vendorPrefixes } = gatsbyFiles(project)
    expect(problems(asBuilt, [vendorPrefixes.file])).toEqual([expect.stringContaining("stylis's vendor prefixing")])
    const gatsbyScript = path.join(project, "node_modules/gatsby-script/dist/index.modern.mjs")
    expect(problems(asBuilt, [gatsbyScript])).toEqual([expect.stringContaining(`${gatsbyScript} is in it`)])
  })
})
