import fs from "fs"
import path from "path"
import { blockChunk } from "../../gatsby/internals/build-stats"

/** Every file of the site's own code that gives a section its code through lazyBlock. */
function filesWithBlocks(dir = path.join(__dirname, "../../src")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesWithBlocks(file)
    return /\.tsx?$/.test(entry.name) && fs.readFileSync(file, "utf8").includes("lazyBlock(") ? [file] : []
  })
}

test("every section's code is named as a block, so that the service worker keeps it with the pages", () => {
  const unnamed = filesWithBlocks().flatMap(file => {
    const source = fs.readFileSync(file, "utf8")
    // A section's code: a lazyBlock given to an Island or a Section as its `code`.
    const given = [...source.matchAll(/code=\{(\w+)\}/g)].map(([, name]) => name)
    return given.flatMap(name => {
      const declared = new RegExp(
        `const ${name} = lazyBlock\\(\\(\\) =>\\s*import\\(/\\* webpackChunkName: "([^"]+)" \\*/`,
      )
      const chunk = declared.exec(source)?.[1]
      return chunk && blockChunk.test(chunk) ? [] : [`${path.relative(process.cwd(), file)}: ${name}`]
    })
  })
  expect(unnamed).toEqual([])
})
