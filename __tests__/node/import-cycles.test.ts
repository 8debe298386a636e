/** @jest-environment node */
import fs from "fs"
import path from "path"
import ts from "typescript"
import { repoDir } from "../../testkit/project"

/**
 * No module of the project imports itself through others: a cycle makes the order in which modules run depend on
 * which is imported first, and ties together folders meant to stand apart (the layers of eslint.config.mjs). Type
 * imports count too, as they tie the files together all the same.
 */

const folders = ["src", "gatsby", "testkit", "scripts", "__tests__"]
const rootFiles = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"]
const sourceFile = /\.(tsx?|m?js)$/
const left = new Set(["node_modules", "fixtures"])

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return left.has(entry.name) ? [] : sources(file)
    return sourceFile.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : []
  })
}

const { config } = ts.readConfigFile(path.join(repoDir, "tsconfig.json"), ts.sys.readFile)
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, repoDir)

/** Each file's imports of the project's own files, resolved as TypeScript resolves them. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files)
  return new Map(
    files.map(file => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true)
      const imported = importedFiles
        .map(({ fileName }) => ts.resolveModuleName(fileName, file, { ...options, allowJs: true }, ts.sys))
        .map(({ resolvedModule }) => resolvedModule?.resolvedFileName)
        .filter((resolved): resolved is string => resolved !== undefined && known.has(resolved))
      return [file, [...new Set(imported)]]
    }),
  )
}

/** The cycles of `graph`: each group of files that reach one another (Tarjan's strongly connected components). */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return cycles
}

test("a cycle is found, however long, and a shared import is not one", () => {
  const graph = new Map([
    ["a", ["b", "d"]],
    ["b", ["c", "d"]],
    ["c", ["a"]],
    ["d", []],
    ["e", ["e"]],
  ])
  expect(cyclesOf(graph)).toEqual([["a", "b", "c"], ["e"]])
})

test("no module of the project imports itself through others", () => {
  const files = [
    ...folders.flatMap(folder => sources(path.join(repoDir, folder))),
    ...rootFiles.map(file => path.join(repoDir, file)),
  ]
  const graph = importGraph(files)
  // The graph is the project's own, across its folders: a hook of src/node reaches the fence and src/node/publish.
  const reached = graph.get(path.join(repoDir, "src", "node", "on-post-build.ts")) ?? []
  expect(reached).toContain(path.join(repoDir, "gatsby", "internals", "late-scripts.ts"))
  expect(reached).toContain(path.join(repoDir, "src", "node", "publish", "inline-scripts.ts"))
  const shown = cyclesOf(graph).map(cycle => cycle.map(file => path.relative(repoDir, file)))
  expect(shown).toEqual([])
})
