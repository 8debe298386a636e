/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby"
import { Chunk, ChunkName, shapeBrowserBundle, templateChunk } from "../../gatsby/internals/browser-bundle"
import { publicTemplates } from "../../src/routes"

/** What Gatsby gives the hook, reduced to what the site changes; Gatsby names a shared file by its chunks. */
function shape(stage: string) {
  const gatsbyName: ChunkName = (_module, chunks) => chunks.map(chunk => chunk.name).join("+")
  const config = {
    entry: { app: "Gatsby's start" } as Record<string, string>,
    resolve: { alias: {} as Record<string, string | false> },
    optimization: {
      runtimeChunk: { name: "webpack-runtime" } as unknown,
      splitChunks: { cacheGroups: { shared: { name: gatsbyName } } },
    },
  }
  const replaced: unknown[] = []
  const args = { stage, getConfig: () => config, actions: { replaceWebpackConfig: (c: unknown) => replaced.push(c) } }
  shapeBrowserBundle(args as unknown as CreateWebpackConfigArgs)
  return { config, replaced, sharedName: config.optimization.splitChunks.cacheGroups.shared.name }
}

const chunkOf = (template: string): Chunk => ({ name: templateChunk(template) })
const everyPublicTemplate = publicTemplates.map(chunkOf)

test("code every public template needs goes in one file, even when a demo screen needs it too", () => {
  const { sharedName } = shape("build-javascript")
  expect(publicTemplates.length).toBeGreaterThan(1)
  expect(sharedName({}, everyPublicTemplate, "shared")).toBe("public-shared")
  expect(sharedName({}, [...everyPublicTemplate, chunkOf("admin/maps")], "shared")).toBe("public-shared")
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
  expect(config.entry.app).toMatch(/gatsby\/internals\/start\.ts$/)
  expect(config.optimization.runtimeChunk).toBe(false)
  expect(config.resolve.alias["gatsby-script$"]).toBe(false)
  expect(Object.entries(config.resolve.alias).filter(([, target]) => target === false).length).toBeGreaterThan(1)
})

test("gatsby develop and the server render keep Gatsby's bundle", () => {
  for (const stage of ["develop", "build-html"]) expect(shape(stage).replaced).toEqual([])
})
