/**
 * `npm run test:demo-removal` (after a build): removes the demo from a scratch copy as docs/architecture.md says, then
 * checks it validates, builds, publishes the same pages minus the demo's, and passes the public browser tests.
 */
import assert from "assert/strict"
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { contentDir, projectDir, repoDir } from "../testkit/project"
import { copyProject, gatsbyBuild, removeCopy } from "../testkit/project-copy"
import { extensions } from "../src/registry"

const bin = (name: string) => path.join(repoDir, "node_modules/.bin", name)
const buildTimeoutMs = 600_000
const demoLine = /^export \{ demo \} from "\.\/demo\/extension"\n/m

/** Removes the demo from the copy at `dir`, as docs/architecture.md tells a developer to. */
function removeDemo(dir: string) {
  for (const folder of ["src/demo", "content/demo"]) fs.rmSync(path.join(dir, folder), { recursive: true })
  const tests = path.join(dir, "__tests__")
  fs.cpSync(path.join(repoDir, "__tests__"), tests, { recursive: true })
  for (const folder of ["e2e", "components"]) {
    for (const name of fs.readdirSync(path.join(tests, folder)).filter(file => file.startsWith("demo-"))) {
      fs.rmSync(path.join(tests, folder, name))
    }
  }
  const list = path.join(dir, "src/extensions.ts")
  const listed = fs.readFileSync(list, "utf8")
  assert.match(listed, demoLine, "src/extensions.ts lists the demo on the line docs/architecture.md names")
  fs.writeFileSync(list, listed.replace(demoLine, ""))
}

/** Every page a build at `dir` published, as addresses. */
const pagesOf = (dir: string) =>
  (fs.readdirSync(path.join(dir, "public"), { recursive: true }) as string[])
    .filter(file => file.endsWith("index.html") && !file.startsWith("page-data"))
    .map(file => `/${path.dirname(file)}/`.replace(/^\/\.\/$/, "/"))
    .sort()

async function main() {
  const site = copyProject(contentDir)
  try {
    removeDemo(site)
    const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
      spawnSync(bin(command), args, { cwd: site, stdio: "inherit", env: { ...process.env, ...env } }).status
    assert.equal(run("tsx", ["scripts/check-content.ts"]), 0, "the content check passes without the demo")
    const build = await gatsbyBuild(site, buildTimeoutMs)
    assert.equal(build.status, 0, `gatsby build without the demo failed:\n${build.output}`)
    assert.equal(run("tsx", ["scripts/search-index.ts"]), 0, "indexing the copy for search failed")

    // The demo's pages and redirects go, and only they: the hospital's pages are all there.
    const demo = extensions.find(part => part.routes.some(route => route.component.startsWith("src/demo/")))
    assert(demo, "src/extensions.ts lists the demo")
    const demoPages = new Set([...demo.routes.map(route => route.path), ...demo.redirects.map(({ from }) => from)])
    const isDemo = (page: string) => demoPages.has(page)
    const kept = pagesOf(site)
    assert.deepEqual(kept.filter(isDemo), [], "no demo page is published")
    assert.deepEqual(
      kept,
      pagesOf(projectDir).filter(page => !isDemo(page)),
      "every other page is published",
    )

    const tests = ["test", "--config", "__tests__/e2e/playwright.config.ts", "--project", "phone"]
    assert.equal(run("playwright", tests, { E2E_SERVERS: "static" }), 0, "the phone's browser tests failed")
    removeCopy(site)
  } catch (error) {
    console.error(`\nThe demo-removal check failed; the copy is kept in ${site}`)
    throw error
  }
}

main().catch(error => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
