/** @jest-environment node */
import path from "path"
import type { Configuration } from "gatsby/webpack"
import { cmsCache } from "../../src/cms/build/editor-page"

// Gatsby's cache for a stage, with the files whose change empties it (its webpack config, the compiled gatsby-node).
const dependsOn = { config: ["/gatsby/webpack.config.js", "/site/compiled/gatsby-node.js"] }
const gatsbyCache: Configuration["cache"] = {
  type: "filesystem",
  name: "build-javascript",
  cacheLocation: "/site/cache/stage-build-javascript",
  buildDependencies: dependsOn,
}

test("the editor's compile keeps its cache beside Gatsby's, emptied with it, and other settings never reuse it", () => {
  const github = cmsCache(gatsbyCache, "build-javascript", { backend: "github" })
  expect(github).toMatchObject({
    type: "filesystem",
    cacheLocation: path.join("/site/cache", "cms-build-javascript"),
    buildDependencies: dependsOn,
  })
  expect(cmsCache(gatsbyCache, "build-javascript", { backend: "github" })).toEqual(github)
  expect(cmsCache(gatsbyCache, "build-javascript", { backend: "gitlab" })).not.toEqual(github)
  expect(cmsCache(gatsbyCache, "develop", { backend: "github" })).toMatchObject({
    cacheLocation: path.join("/site/cache", "cms-develop"),
  })
})

test("without Gatsby's cache on disk, the editor's compile keeps none either", () => {
  expect(cmsCache(false, "build-javascript", {})).toBe(false)
  expect(cmsCache({ type: "memory" }, "build-javascript", {})).toBe(false)
})
