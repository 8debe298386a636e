/** @jest-environment node */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { repoDir } from "../../testkit/project"
import { stampFile } from "../../testkit/build-cache"

/**
 * The CI pipelines can't run here, so this checks them statically: valid YAML, content check and tests before build
 * before publish, npm scripts exist, Cloudflare credentials from secrets, wrangler flags known; the publish gates via
 * `githubGateProblems`/`gitlabGateProblems`, on the real files and on variants with one gate broken.
 */

const githubFile = ".github/workflows/deploy.yml"
const gitlabFile = ".gitlab-ci.yml"
const readText = (file: string) => fs.readFileSync(path.join(repoDir, file), "utf8")
const read = (file: string) => yaml.load(readText(file)) as Record<string, unknown>
const { scripts } = JSON.parse(readText("package.json")) as { scripts: Record<string, string> }

interface Step {
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
interface GithubJob {
  "runs-on": string
  needs?: string | string[]
  if?: string
  environment?: string | { name: string }
  "timeout-minutes"?: number
  permissions?: Record<string, string>
  steps: Step[]
}
interface GithubWorkflow {
  on: string | string[] | Record<string, unknown>
  permissions?: Record<string, string>
  env?: Record<string, string>
  jobs: Record<string, GithubJob>
}
interface GitlabJob {
  stage: string
  needs?: string[]
  script: string[]
  rules?: { if?: string; when?: string }[]
  only?: unknown
  environment?: { name: string }
  timeout?: string
  artifacts?: { paths: string[] }
  cache?: { key: unknown; paths: string[] }[]
}
type GitlabConfig = { stages: string[] } & Record<string, GitlabJob>

const github = read(githubFile) as unknown as GithubWorkflow
const gitlab = read(gitlabFile) as GitlabConfig

/** The shell lines of a job, in order. */
const githubCommands = (job: GithubJob) => job.steps.flatMap(step => (step.run ? [step.run] : []))
/** Where the first command running `npm run <script>` (or matching `pattern`) is, -1 when none does. */
const position = (commands: string[], pattern: RegExp) => commands.findIndex(command => pattern.test(command))
const npmScripts = (commands: string[]) => commands.flatMap(command => [...command.matchAll(/npm run ([\w:-]+)/g)])
const gitlabJobs = (config: GitlabConfig) =>
  Object.entries(config).filter((entry): entry is [string, GitlabJob] => {
    const [, job] = entry
    return typeof job === "object" && job !== null && "script" in job
  })

/** What every pipeline runs before anything is published, in this order: the quick checks, then the tests. */
const quickChecks = [/npm run check/, /npm run lint/]
const testsInOrder = [/npm run build/, /npm run typecheck/, /npm run test:unit/, /npm run test:e2e/]

function expectInOrder(commands: string[], patterns: RegExp[]) {
  const positions = patterns.map(pattern => position(commands, pattern))
  expect(positions.every(index => index >= 0)).toBe(true)
  expect([...positions].sort((a, b) => a - b)).toEqual(positions)
}

const wranglerCommands = [
  ...Object.values(github.jobs).flatMap(githubCommands),
  ...gitlabJobs(gitlab).flatMap(([, job]) => job.script),
].filter(command => command.includes("wrangler pages deploy"))

/** The credentials only the publishing may see. */
const cloudflareCredentials = ["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID"]

/** The longest any job may run, and the job of the quick checks. */
const maxMinutes = 60
const checkMinutes = 15

/** The conditions an expression requires all together; none when it has an "or", which could bypass them. */
const conjuncts = (condition = "") =>
  condition.includes("||")
    ? []
    : condition
        .replace(/^\s*\$\{\{|\}\}\s*$/g, "")
        .split("&&")
        .map(part => part.trim())

/** A `uses:` line: an action pinned to a commit, with its release's tag in a comment. */
const pinned = /^\s*(-\s+)?uses:\s+[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/

/**
 * What leaves publishing open in a GitHub workflow (its text): a job without a time limit or with more than read
 * access to the code, an action not pinned to a commit, a checkout that keeps its token, or a job that reads a
 * secret outside the `production` environment or on a branch other than main.
 */
function githubGateProblems(text: string): string[] {
  const workflow = yaml.load(text) as GithubWorkflow
  const problems: string[] = []
  const { on } = workflow
  const events = typeof on === "string" ? [on] : Array.isArray(on) ? on : Object.keys(on)
  if (events.includes("pull_request_target")) problems.push("pull_request_target gives a fork's code the secrets")
  if (/\bsecrets\b/.test(JSON.stringify(workflow.env ?? {})))
    problems.push("the workflow's env hands every job secrets")
  if (!["{}", JSON.stringify({ contents: "read" })].includes(JSON.stringify(workflow.permissions ?? {})))
    problems.push("the workflow grants more than contents: read to every job")
  for (const line of text.split("\n").filter(line => /^\s*(-\s+)?uses:/.test(line))) {
    if (!line.includes("uses: ./") && !pinned.test(line)) problems.push(`not pinned to a commit: ${line.trim()}`)
  }
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const minutes = job["timeout-minutes"]
    if (!(typeof minutes === "number" && minutes > 0 && minutes <= maxMinutes))
      problems.push(`${name}: no timeout-minutes of at most ${maxMinutes}`)
    if (JSON.stringify(job.permissions) !== JSON.stringify({ contents: "read" }))
      problems.push(`${name}: permissions other than contents: read`)
    for (const step of job.steps.filter(step => step.uses?.startsWith("actions/checkout@"))) {
      if (step.with?.["persist-credentials"] !== false) problems.push(`${name}: checkout keeps its token`)
    }
    const publishes = githubCommands(job).some(command => command.includes("wrangler pages deploy"))
    if (!publishes && !/\bsecrets\b/.test(JSON.stringify(job))) continue
    const environment = typeof job.environment === "object" ? job.environment.name : job.environment
    if (environment !== "production") problems.push(`${name}: reads secrets outside the production environment`)
    if (!conjuncts(job.if).includes("github.ref == 'refs/heads/main'"))
      problems.push(`${name}: reads secrets on branches other than main`)
  }
  return problems
}

/** A GitLab job's timeout, written in minutes ("10 minutes"), in minutes; NaN when it is not written so. */
const gitlabMinutes = (timeout = "") => Number(/^(\d+) minutes?$/.exec(timeout)?.[1])

/**
 * What leaves publishing open in a GitLab CI file (its text): a job without a time limit, or a job that publishes
 * on a branch other than the protected default one, or outside the `production` environment.
 */
function gitlabGateProblems(text: string): string[] {
  const config = yaml.load(text) as GitlabConfig
  const problems: string[] = []
  for (const [name, job] of gitlabJobs(config)) {
    const minutes = gitlabMinutes(job.timeout)
    if (!(minutes > 0 && minutes <= maxMinutes)) problems.push(`${name}: no timeout of at most ${maxMinutes} minutes`)
    if (!job.script.some(command => command.includes("wrangler pages deploy"))) continue
    const gated = (rule: { if?: string }) =>
      ["$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH", '$CI_COMMIT_REF_PROTECTED == "true"'].every(condition =>
        conjuncts(rule.if).includes(condition),
      )
    if (job.only !== undefined || !job.rules?.length || !job.rules.every(gated))
      problems.push(`${name}: publishes from a branch other than the protected default branch`)
    if (job.environment?.name !== "production") problems.push(`${name}: publishes outside the production environment`)
  }
  return problems
}

test("GitHub: on every push to a branch, the quick checks, then the build and the tests, then publishing", () => {
  // Not on a tag's push.
  expect(github.on).toEqual(expect.objectContaining({ push: { branches: ["**"] } }))
  const { check, test: tests, deploy } = github.jobs
  expectInOrder(githubCommands(check), quickChecks)
  expect(check["timeout-minutes"]).toBeLessThanOrEqual(checkMinutes)
  expect(tests.needs).toBe("check")
  expectInOrder(githubCommands(tests), testsInOrder)
  expect(deploy.needs).toBe("test")
  const commands = githubCommands(deploy)
  expectInOrder(commands, [/npm ci/, /npm run build/, /wrangler pages deploy public/])
  const build = deploy.steps.find(step => step.run === "npm run build:cached")
  expect(build?.env).toEqual({
    CMS_BACKEND: "${{ vars.CMS_BACKEND }}",
    GATSBY_GOOGLE_MAPS_API_KEY: "${{ secrets.GATSBY_GOOGLE_MAPS_API_KEY }}",
    GATSBY_RETIRE_SERVICE_WORKER: "${{ vars.GATSBY_RETIRE_SERVICE_WORKER }}",
  })
  // The tests build without the production settings, as they expect.
  for (const step of [...check.steps, ...tests.steps])
    expect(JSON.stringify(step.env ?? {})).not.toMatch(/CMS_BACKEND|MAPS|RETIRE/)
  // Without a project named, nothing is published.
  expect(conjuncts(deploy.if)).toContain("vars.CLOUDFLARE_PAGES_PROJECT != ''")
  // Only the publishing step sees Cloudflare's credentials.
  const allSteps = Object.values(github.jobs).flatMap(job => job.steps)
  for (const step of allSteps.filter(step => !step.run?.includes("wrangler pages deploy")))
    expect(JSON.stringify(step.env ?? {})).not.toMatch(/CLOUDFLARE_(API_TOKEN|ACCOUNT_ID)/)
  const publish = deploy.steps.find(step => step.run?.includes("wrangler pages deploy"))
  expect(publish?.env).toMatchObject({
    CLOUDFLARE_API_TOKEN: "${{ secrets.CLOUDFLARE_API_TOKEN }}",
    CLOUDFLARE_ACCOUNT_ID: "${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
  })
})

test("the publishing builds keep Gatsby's cache between runs, which build:cached clears for other code; the tests build from scratch", () => {
  const { deploy, test: tests } = github.jobs
  const restore = deploy.steps.findIndex(step => step.uses?.startsWith("actions/cache@"))
  expect(restore).toBeGreaterThanOrEqual(0)
  expect(deploy.steps.findIndex(step => step.run === "npm run build:cached")).toBeGreaterThan(restore)
  expect(String(deploy.steps[restore].with?.path).trim().split("\n")).toEqual([".cache", "public", stampFile])
  // The CI caches Gatsby's folders whole; nothing of Gatsby's is read here.
  // eslint-disable-next-line no-restricted-syntax
  expect(gitlab.build.cache?.map(cache => cache.paths)).toContainEqual([".cache/", "public/", stampFile])
  expect(gitlab.build.script).toContain("npm run build:cached")
  for (const commands of [githubCommands(tests), gitlab.test.script]) {
    expect(commands).toContain("npm run build")
    expect(commands.join("\n")).not.toContain("build:cached")
  }
  expect(JSON.stringify(gitlab.cache)).not.toContain(".cache")
  expect(scripts["build:cached"]).toBe(
    "tsx scripts/keep-build-cache.ts && npm run build && tsx scripts/keep-build-cache.ts --built",
  )
})

test("GitHub: only main publishes, from the production environment; every job is time-limited and read-only", () => {
  expect(githubGateProblems(readText(githubFile))).toEqual([])
})

/** The real file with `from` replaced by `to`, which must be in it. */
function variant(file: string, from: string | RegExp, to: string): string {
  const text = readText(file)
  const changed = text.replace(from, to)
  expect(changed).not.toBe(text)
  return changed
}

test.each([
  ["deploys from any branch", "github.ref == 'refs/heads/main' && ", "", "deploy: reads secrets on branches other"],
  [
    "deploys from main or any other",
    "github.ref == 'refs/heads/main'",
    "github.ref == 'refs/heads/main' || true",
    "deploy: reads secrets on branches other",
  ],
  ["has no environment", "    environment: production\n", "", "deploy: reads secrets outside the production"],
  ["has a job without a timeout", "    timeout-minutes: 45\n", "", "test: no timeout-minutes"],
  ["has a job that may run for hours", "timeout-minutes: 45", "timeout-minutes: 360", "test: no timeout-minutes"],
  ["pins an action by its tag", /actions\/checkout@[0-9a-f]{40} # v[\d.]+/, "actions/checkout@v4", "not pinned"],
  ["pins an action without its version", / # v[\d.]+\n/, "\n", "not pinned"],
  ["keeps checkout's token", "persist-credentials: false", "persist-credentials: true", "checkout keeps its token"],
  ["lets a job write", "      contents: read\n", "      contents: write\n", "permissions other than contents"],
  ["lets every job write", "permissions: {}", "permissions: write-all", "more than contents: read to every job"],
  ["runs on pull_request_target", "  workflow_dispatch:\n", "  pull_request_target:\n", "pull_request_target"],
  [
    "hands every job a secret",
    'WRANGLER_SEND_METRICS: "false"\n',
    'WRANGLER_SEND_METRICS: "false"\n  TOKEN: ${{ secrets.CLOUDFLARE_API_TOKEN }}\n',
    "env hands every job secrets",
  ],
])("GitHub: a workflow that %s fails the check", (_what, from, to, problem) => {
  expect(githubGateProblems(variant(githubFile, from, to))).toContainEqual(expect.stringContaining(problem))
})

test("GitLab: the quick checks, the tests, then the build, then publishing the build's public/", () => {
  expect(gitlab.stages).toEqual(["check", "test", "build", "deploy"])
  expect(gitlab.check.stage).toBe("check")
  expectInOrder(gitlab.check.script, quickChecks)
  expect(gitlabMinutes(gitlab.check.timeout)).toBeLessThanOrEqual(checkMinutes)
  expect(gitlab.test.stage).toBe("test")
  expectInOrder(gitlab.test.script, testsInOrder)
  // The tests build without the production settings, whatever the project's variables say, and neither the tests
  // nor the packages' install scripts see Cloudflare's credentials.
  const unset = (command: string) => (command.startsWith("unset ") ? command.split(/\s+/).slice(1) : [])
  expect(unset(gitlab.test.script[0])).toEqual(
    expect.arrayContaining([
      "CMS_BACKEND",
      "GATSBY_GOOGLE_MAPS_API_KEY",
      "GATSBY_RETIRE_SERVICE_WORKER",
      ...cloudflareCredentials,
    ]),
  )
  expect(unset(gitlab.check.script[0])).toEqual(expect.arrayContaining(cloudflareCredentials))
  expect(unset(gitlab.build.script[0])).toEqual(expect.arrayContaining(cloudflareCredentials))
  expect(gitlab.deploy.script.find(command => command.includes("npm ci"))).toMatch(
    /^env -u CLOUDFLARE_API_TOKEN -u CLOUDFLARE_ACCOUNT_ID npm ci/,
  )
  expect(gitlab.build.stage).toBe("build")
  expectInOrder(gitlab.build.script, [/npm ci/, /npm run build/])
  expect(gitlab.build.artifacts?.paths).toEqual(["public/"])
  expect(gitlab.deploy.stage).toBe("deploy")
  expect(gitlab.deploy.needs).toEqual(["test", "build"])
  expect(position(gitlab.deploy.script, /wrangler pages deploy public/)).toBeGreaterThan(0)
  // Only with the token and the project set: a fork or a project without them still runs the tests.
  expect(conjuncts(gitlab.deploy.rules?.[0].if)).toEqual(
    expect.arrayContaining(["$CLOUDFLARE_API_TOKEN", "$CLOUDFLARE_PAGES_PROJECT"]),
  )
  // The publishing's build runs where the publishing does, and only there.
  expect(gitlab.build.rules).toEqual(gitlab.deploy.rules)
})

test("GitLab: only the protected default branch publishes, to production; every job is time-limited", () => {
  expect(gitlabGateProblems(readText(gitlabFile))).toEqual([])
})

test.each([
  ["publishes from any branch", "$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH && ", "", "deploy: publishes from a branch"],
  [
    "publishes from an unprotected default branch",
    ' && $CI_COMMIT_REF_PROTECTED == "true"',
    "",
    "deploy: publishes from a branch",
  ],
  [
    "publishes from the default branch or any other",
    "$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH",
    "$CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH || $CI_COMMIT_BRANCH",
    "deploy: publishes from a branch",
  ],
  ["has no rules on publishing", "  rules: *publishing\n  environment:", "  environment:", "deploy: publishes from"],
  ["has no environment", "  environment:\n    name: production\n", "", "deploy: publishes outside the production"],
  ["has a job without a timeout", "  timeout: 45 minutes\n", "", "test: no timeout"],
  ["has a job that may run for hours", "timeout: 45 minutes", "timeout: 6 hours", "test: no timeout"],
])("GitLab: a CI file that %s fails the check", (_what, from, to, problem) => {
  expect(gitlabGateProblems(variant(gitlabFile, from, to))).toContainEqual(expect.stringContaining(problem))
})

/** The owners CODEOWNERS gives `file`: those of the last pattern it matches, of the two forms the file uses. */
function codeOwners(text: string, file: string): string[] {
  let owners: string[] = []
  for (const line of text.split("\n").filter(line => line.trim() && !line.startsWith("#"))) {
    const [pattern, ...names] = line.trim().split(/\s+/)
    expect(pattern).toMatch(/^(\*|\/[\w.-]+\/)$/)
    if (pattern === "*" || `/${file}`.startsWith(pattern)) owners = names
  }
  return owners
}

test("CODEOWNERS asks a developer's review for everything but content/ and static/, where both hosts read it", () => {
  // GitHub reads .github/ before the root; GitLab reads the root first, then docs/ and .gitlab/.
  for (const elsewhere of [".github/CODEOWNERS", "docs/CODEOWNERS", ".gitlab/CODEOWNERS"])
    expect(fs.existsSync(path.join(repoDir, elsewhere))).toBe(false)
  const text = readText("CODEOWNERS")
  for (const file of [
    githubFile,
    gitlabFile,
    "CODEOWNERS",
    "package.json",
    "src/cms/build/decap-config.ts",
    "docs/it.md",
  ])
    expect({ file, owners: codeOwners(text, file) }).toEqual({ file, owners: ["@hospital-web/developers"] })
  for (const file of ["content/news/2026-01-01-x.en.md", "content/images/x.jpg", "static/og-image.jpg"])
    expect({ file, owners: codeOwners(text, file) }).toEqual({ file, owners: [] })
})

test("every npm script the pipelines run exists", () => {
  const used = [
    ...Object.values(github.jobs).flatMap(githubCommands),
    ...gitlabJobs(gitlab).flatMap(([, job]) => job.script),
  ]
  const names = npmScripts(used).map(([, name]) => name)
  expect(names.length).toBeGreaterThan(0)
  for (const name of names) expect(Object.keys(scripts)).toContain(name)
})

test("no credential is written in the files: Cloudflare's come from the CI's secrets", () => {
  for (const file of [githubFile, gitlabFile]) {
    // An action's pin is a commit's 40 hexadecimal digits, public, not a credential.
    const text = readText(file).replace(/@[0-9a-f]{40} #/g, "@<commit> #")
    // Cloudflare's tokens are 40 characters; an account id is 32 hexadecimal digits.
    expect({ file, found: text.match(/\b[A-Za-z0-9_-]{40}\b|\b[0-9a-f]{32}\b/g) }).toEqual({ file, found: null })
  }
})

test("every flag given to wrangler pages deploy is one the installed wrangler knows", () => {
  expect(wranglerCommands).toHaveLength(2)
  const help = spawnSync(path.join(repoDir, "node_modules/.bin/wrangler"), ["pages", "deploy", "--help"], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  })
  expect(help.status).toBe(0)
  const known = new Set([...help.stdout.matchAll(/^\s+(--[a-z-]+)/gm)].map(([, flag]) => flag))
  expect(known.has("--project-name")).toBe(true)
  for (const command of wranglerCommands) {
    for (const [flag] of command.matchAll(/--[a-z-]+/g))
      expect({ flag, known: known.has(flag) }).toEqual({ flag, known: true })
  }
})
