/** @jest-environment node */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { repoDir } from "../../lib/project"

/**
 * The deploy pipelines of GitHub Actions and GitLab CI cannot run here; this checks what can be: both files are
 * valid YAML with the keys their CI needs, the content check and the tests come before the build, the build before
 * publishing, every npm script they run exists, the Cloudflare credentials come from the CI's secrets, and every
 * flag given to `wrangler pages deploy` is one the installed wrangler knows.
 */

const read = (file: string) => yaml.load(fs.readFileSync(path.join(repoDir, file), "utf8")) as Record<string, unknown>
const { scripts } = JSON.parse(fs.readFileSync(path.join(repoDir, "package.json"), "utf8")) as {
  scripts: Record<string, string>
}

interface Step {
  name?: string
  uses?: string
  run?: string
  env?: Record<string, string>
}
interface GithubJob {
  "runs-on": string
  needs?: string | string[]
  if?: string
  steps: Step[]
}
interface GitlabJob {
  stage: string
  needs?: string[]
  script: string[]
  rules?: { if: string }[]
  artifacts?: { paths: string[] }
}

const github = read(".github/workflows/deploy.yml") as { on: unknown; jobs: Record<string, GithubJob> }
const gitlab = read(".gitlab-ci.yml") as { stages: string[] } & Record<string, GitlabJob>

/** The shell lines of a job, in order. */
const githubCommands = (job: GithubJob) => job.steps.flatMap(step => (step.run ? [step.run] : []))
/** Where the first command running `npm run <script>` (or matching `pattern`) is, -1 when none does. */
const position = (commands: string[], pattern: RegExp) => commands.findIndex(command => pattern.test(command))
const npmScripts = (commands: string[]) => commands.flatMap(command => [...command.matchAll(/npm run ([\w:-]+)/g)])

/** What every pipeline runs before anything is published, in this order. */
const checksInOrder = [
  /npm run check/,
  /npm run lint/,
  /npm run build/,
  /npm run typecheck/,
  /npm run test:unit/,
  /npm run test:e2e/,
]

function expectInOrder(commands: string[], patterns: RegExp[]) {
  const positions = patterns.map(pattern => position(commands, pattern))
  expect(positions.every(index => index >= 0)).toBe(true)
  expect([...positions].sort((a, b) => a - b)).toEqual(positions)
}

const wranglerCommands = [
  ...Object.values(github.jobs).flatMap(githubCommands),
  ...Object.values(gitlab).flatMap(job => (typeof job === "object" && "script" in job ? job.script : [])),
].filter(command => command.includes("wrangler pages deploy"))

/** The credentials only the publishing may see. */
const cloudflareCredentials = ["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID"]

test("GitHub: on every push to a branch, the check and the tests, then the build, then publishing", () => {
  // Not on a tag's push, which would publish a preview named after the tag.
  expect(github.on).toEqual(expect.objectContaining({ push: { branches: ["**"] } }))
  const { test: tests, deploy } = github.jobs
  expectInOrder(githubCommands(tests), checksInOrder)
  expect(deploy.needs).toBe("test")
  const commands = githubCommands(deploy)
  expectInOrder(commands, [/npm ci/, /npm run build/, /wrangler pages deploy public/])
  const build = deploy.steps.find(step => step.run === "npm run build")
  expect(build?.env).toEqual({
    CMS_BACKEND: "${{ vars.CMS_BACKEND }}",
    GATSBY_GOOGLE_MAPS_API_KEY: "${{ secrets.GATSBY_GOOGLE_MAPS_API_KEY }}",
    GATSBY_RETIRE_SERVICE_WORKER: "${{ vars.GATSBY_RETIRE_SERVICE_WORKER }}",
  })
  // The tests build without the production settings, as they expect.
  for (const step of tests.steps) expect(JSON.stringify(step.env ?? {})).not.toMatch(/CMS_BACKEND|MAPS|RETIRE/)
  // The editor's drafts (branches cms/…) wait for approval; without a project named, nothing is published.
  expect(deploy.if).toContain("!startsWith(github.ref_name, 'cms/')")
  expect(deploy.if).toContain("vars.CLOUDFLARE_PAGES_PROJECT != ''")
  // Nor a tag, where a run started by hand could be.
  expect(deploy.if).toContain("startsWith(github.ref, 'refs/heads/')")
  // Only the publishing step sees Cloudflare's credentials.
  for (const step of [...tests.steps, ...deploy.steps].filter(step => !step.run?.includes("wrangler pages deploy")))
    expect(JSON.stringify(step.env ?? {})).not.toMatch(/CLOUDFLARE_(API_TOKEN|ACCOUNT_ID)/)
  const publish = deploy.steps.find(step => step.run?.includes("wrangler pages deploy"))
  expect(publish?.env).toMatchObject({
    CLOUDFLARE_API_TOKEN: "${{ secrets.CLOUDFLARE_API_TOKEN }}",
    CLOUDFLARE_ACCOUNT_ID: "${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
  })
})

test("GitLab: the test stage, then the build, then publishing the build's public/", () => {
  expect(gitlab.stages).toEqual(["test", "build", "deploy"])
  expect(gitlab.test.stage).toBe("test")
  expectInOrder(gitlab.test.script, checksInOrder)
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
  // Only with the token and the project set: a fork or a project without them still runs the tests. Not the
  // editor's drafts (branches cms/…), which wait for approval.
  expect(gitlab.deploy.rules?.[0].if).toContain("$CLOUDFLARE_API_TOKEN && $CLOUDFLARE_PAGES_PROJECT")
  expect(gitlab.deploy.rules?.[0].if).toContain("$CI_COMMIT_BRANCH !~ /^cms\\//")
  // The publishing's build runs where the publishing does, and only there.
  expect(gitlab.build.rules).toEqual(gitlab.deploy.rules)
})

test("every npm script the pipelines run exists", () => {
  const used = [
    ...Object.values(github.jobs).flatMap(githubCommands),
    ...["test", "build", "deploy"].flatMap(job => gitlab[job].script),
  ]
  const names = npmScripts(used).map(([, name]) => name)
  expect(names.length).toBeGreaterThan(0)
  for (const name of names) expect(Object.keys(scripts)).toContain(name)
})

test("no credential is written in the files: Cloudflare's come from the CI's secrets", () => {
  for (const file of [".github/workflows/deploy.yml", ".gitlab-ci.yml"]) {
    const text = fs.readFileSync(path.join(repoDir, file), "utf8")
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
