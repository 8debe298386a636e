/** @jest-environment node */
import { spawnSync } from "child_process"
import path from "path"
import { repoDir } from "../../testkit/project"

/**
 * Tries each import/no-restricted-paths zone (eslint.config.mjs) on in-memory files: breaking imports must be reported
 * with the zone's message, keeping ones must not. A weakened zone leaves breaks unreported; a new zone without a case
 * fails the first test. Linted through support/lint-zones.mjs.
 */
interface Case {
  /** How the zone's message starts. */
  zone: string
  /** Where the file would be, from the repository's root. */
  filePath: string
  /** What it imports. */
  imports: string[]
}

const model = "The model imports nothing of the project outside itself"
const fence = "gatsby/internals imports only the model"
const demo = "Nothing public imports the demonstration screens"
const editor = "The site does not import the editor"
const browser = "Browser code does not import build code"
const build = "Build code (src/node, src/cms/build) does not import the site's components"
const pageScripts = "src/inline and src/service-worker run in a page"
const outsideReact = "Tools and the tests that drive a built site"
const tools = "Build tools do not import the tests"
const tests = "Tests do not import build tools"
const testkit = "testkit/ is shared by scripts/ and __tests__/"
const registry = "The registry and the parts' registrations are plain data"
const pagesCode = "The pages' code does not import the registry"

const breaks: Case[] = [
  { zone: model, filePath: "src/model/probe.ts", imports: ["../site/theme/theme"] },
  { zone: model, filePath: "src/model/probe.ts", imports: ["../../testkit/project"] },
  { zone: model, filePath: "src/model/probe.ts", imports: ["../../gatsby/internals/error"] },
  { zone: fence, filePath: "gatsby/internals/probe.ts", imports: ["../../src/node/publish/inline-scripts"] },
  { zone: fence, filePath: "gatsby/internals/probe.ts", imports: ["../../src/inline/page-path"] },
  { zone: demo, filePath: "src/site/probe.ts", imports: ["../demo/theme"] },
  { zone: demo, filePath: "src/pages/probe.tsx", imports: ["../demo/theme"] },
  { zone: editor, filePath: "src/site/probe.ts", imports: ["../cms/connection"] },
  // The editor's browser code, beside its build code.
  { zone: browser, filePath: "src/cms/probe.ts", imports: ["./build/decap-config"] },
  { zone: browser, filePath: "src/site/probe.ts", imports: ["../node/content/content-types"] },
  { zone: build, filePath: "src/node/probe.ts", imports: ["../site/components/Hero"] },
  { zone: build, filePath: "src/node/publish/probe.ts", imports: ["../../site/i18n"] },
  { zone: build, filePath: "src/cms/build/probe.ts", imports: ["../../demo/theme"] },
  { zone: pageScripts, filePath: "src/node/probe.ts", imports: ["../inline/page-path"] },
  { zone: pageScripts, filePath: "scripts/probe.ts", imports: ["../src/inline/notices"] },
  { zone: pageScripts, filePath: "__tests__/node/probe.test.ts", imports: ["../../src/service-worker/sw.js"] },
  { zone: outsideReact, filePath: "__tests__/e2e/probe.e2e.ts", imports: ["../../src/site/components/Hero/Hero"] },
  { zone: outsideReact, filePath: "scripts/probe.ts", imports: ["../src/pages/404"] },
  { zone: outsideReact, filePath: "testkit/probe.ts", imports: ["../src/demo/theme"] },
  { zone: tools, filePath: "scripts/probe.ts", imports: ["../__tests__/support/fixtures"] },
  { zone: tests, filePath: "__tests__/node/probe.test.ts", imports: ["../../scripts/check-content"] },
  { zone: testkit, filePath: "testkit/probe.ts", imports: ["../scripts/check-content"] },
  { zone: registry, filePath: "src/demo/extension.ts", imports: ["./theme"] },
  { zone: registry, filePath: "src/registry.ts", imports: ["./site/theme/theme"] },
  { zone: pagesCode, filePath: "src/site/probe.ts", imports: ["../registry"] },
  { zone: pagesCode, filePath: "src/pages/probe.tsx", imports: ["../extensions"] },
]

const keeps: Case[] = [
  // Packages are not the project's code.
  {
    zone: model,
    filePath: "src/model/probe.ts",
    imports: ["./locales", "./content-model/fields", "sanitize-html"],
  },
  {
    zone: fence,
    filePath: "gatsby/internals/probe.ts",
    imports: ["./error", "../../src/model/routes", "gatsby/webpack"],
  },
  { zone: demo, filePath: "src/site/probe.ts", imports: ["../model/locales", "./theme/theme"] },
  { zone: editor, filePath: "src/cms/probe.ts", imports: ["../site/components/Hero", "./connection"] },
  // The editor's build code is build code: it may import src/node and the plain modules of the editor's browser code.
  {
    zone: browser,
    filePath: "src/cms/build/probe.ts",
    imports: ["../../node/content/content-types", "../connection"],
  },
  {
    zone: build,
    filePath: "src/node/probe.ts",
    imports: ["../model/routes", "../cms/markdown", "../cms/build/decap-config"],
  },
  { zone: pageScripts, filePath: "scripts/probe.ts", imports: ["../src/node/publish/inline-script-build"] },
  // The tests that render components may, and the others read plain values.
  {
    zone: outsideReact,
    filePath: "__tests__/components/probe.test.tsx",
    imports: ["../../src/site/components/Hero/Hero", "../../src/demo/theme"],
  },
  { zone: outsideReact, filePath: "__tests__/node/probe.test.tsx", imports: ["../../src/site/components/Health"] },
  {
    zone: outsideReact,
    filePath: "__tests__/e2e/probe.e2e.ts",
    imports: ["../../src/site/theme/theme", "../../src/site/components/ContactLinks/phone"],
  },
  { zone: tools, filePath: "scripts/probe.ts", imports: ["../testkit/project", "../src/cms/build/local-backend"] },
  { zone: tests, filePath: "__tests__/node/probe.test.ts", imports: ["../../testkit/project", "../support/fixtures"] },
  { zone: testkit, filePath: "testkit/probe.ts", imports: ["./project", "../src/model/routes"] },
  { zone: registry, filePath: "src/demo/extension.ts", imports: ["../model/routes", "./content-model"] },
  { zone: registry, filePath: "src/registry.ts", imports: ["./extensions", "./model/routes"] },
  { zone: pagesCode, filePath: "src/site/probe.ts", imports: ["../model/routes"] },
]

interface Reported {
  ruleId: string | null
  message: string
  fatal: boolean
}

/** What ESLint reports for each case, and the zones' messages, linted in a process of its own. */
function lint(cases: readonly Case[]): { zones: string[]; results: Reported[][] } {
  const run = spawnSync(process.execPath, [path.join(__dirname, "..", "support", "lint-zones.mjs")], {
    cwd: repoDir,
    input: JSON.stringify({
      cases: cases.map(({ filePath, imports }) => ({
        filePath,
        code: imports.map(source => `import "${source}"\n`).join(""),
      })),
    }),
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  })
  if (run.status !== 0) throw new Error(`support/lint-zones.mjs failed:\n${run.stderr}`)
  return JSON.parse(run.stdout) as { zones: string[]; results: Reported[][] }
}

const zoneRule = "import/no-restricted-paths"
let linted: { zones: string[]; results: Reported[][] }
beforeAll(() => {
  linted = lint([...breaks, ...keeps])
}, 120_000)

/** The message of the zone `start` names. */
const messageOf = (start: string) => linted.zones.filter(message => message.startsWith(start))

test("every zone is tried, with imports that break it and imports that keep to it", () => {
  expect(linted.zones.length).toBeGreaterThan(0)
  for (const zone of [...breaks, ...keeps].map(({ zone }) => zone))
    expect({ zone, found: messageOf(zone).length }).toEqual({ zone, found: 1 })
  const tried = (cases: readonly Case[]) =>
    linted.zones.filter(message => cases.some(({ zone }) => message.startsWith(zone)))
  expect(tried(breaks)).toEqual(linted.zones)
  expect(tried(keeps)).toEqual(linted.zones)
})

/** The cases as jest names them. */
const named = (cases: readonly Case[], first: number) =>
  cases.map((probe, index) => ({ ...probe, shown: probe.imports.join(", "), index: first + index }))

test.each(named(breaks, 0))("$filePath may not import $shown", ({ zone, index }) => {
  const reported = linted.results[index]
  expect(reported.filter(({ fatal }) => fatal)).toEqual([])
  const [message] = messageOf(zone)
  // Reported once for each of the zone's `from` patterns the import matches.
  const byZone = reported.filter(({ ruleId, message: text }) => ruleId === zoneRule && text.endsWith(` ${message}`))
  expect(byZone.length).toBeGreaterThan(0)
})

test.each(named(keeps, breaks.length))("$filePath may import $shown", ({ index }) => {
  const reported = linted.results[index]
  expect(reported.filter(({ fatal }) => fatal)).toEqual([])
  expect(reported.filter(({ ruleId }) => ruleId === zoneRule)).toEqual([])
})
