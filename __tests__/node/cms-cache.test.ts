/** @jest-environment node */
import path from "path"
import { cmsCache } from "../../src/cms/build/editor-page"

const gatsbyCache = {
  type: "filesystem",
  name: "build-javascript",
  cacheLocation: "/site/cache/stage-build-javascript",
} as const

test("the editor's compile keeps its cache beside Gatsby's, and other settings never reuse it", () => {
  const github = cmsCache(gatsbyCache, { backend: "github" })
  expect(github).toMatchObject({ type: "filesystem", cacheLocation: path.join("/site/cache", "cms") })
  expect(cmsCache(gatsbyCache, { backend: "github" })).toEqual(github)
  const gitlab = cmsCache(gatsbyCache, { backend: "gitlab" })
  expect(gitlab).toMatchObject({ cacheLocation: path.join("/site/cache", "cms") })
  expect(gitlab).not.toEqual(github)
})

test("without Gatsby's cache on disk, the editor's compile keeps none either", () => {
  expect(cmsCache(false, {})).toBe(false)
  expect(cmsCache({ type: "memory" }, {})).toBe(false)
})
