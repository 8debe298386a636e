/**
 * Chromium against the production build in public/ (`npm run build` first) at phone and desktop widths on a static
 * host, plus `gatsby serve` where servers differ; the headers project on `wrangler pages dev` with _headers and
 * _redirects. @phone/@desktop pick a width (desktopSpecs), @content reads content/, @shift runs those at desktop width.
 */
import fs from "fs"
import path from "path"
import { defineConfig } from "@playwright/test"
import chromium from "../../testkit/chromium.json"
import { port, publicDir, serverNames, servers, wranglerServer } from "./support/project"
import { projectDir, repoDir } from "../../testkit/project"

const phone = chromium.phoneViewport
const desktop = { width: 1280, height: 800 }
const cmsSpec = /cms\.e2e\.ts$/
/** The specs that also run at desktop width: the layout, the navbar and its menus, and the tests tagged @desktop. */
const desktopSpecs = [
  "a11y",
  "contact",
  "demo-screens",
  "first-tap",
  "home",
  "i18n",
  "layout",
  "offline",
  "search",
].map(name => `${name}.e2e.ts`)
const headersSpec = /headers\.e2e\.ts$/

const bin = (name: string) => path.join(repoDir, "node_modules/.bin", name)

const webServers = {
  gatsby: {
    command: `${bin("gatsby")} serve --host 127.0.0.1 --port ${port(servers.gatsby)}`,
    cwd: projectDir,
    url: servers.gatsby,
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
  },
  static: {
    command: `${bin("tsx")} ${path.join(__dirname, "support/static-server.ts")}`,
    cwd: repoDir,
    url: servers.static,
  },
}

/**
 * Cloudflare Pages' runtime, from npm, with no account and no network: it gives up looking for Cloudflare, then
 * prints "Ready on". It runs in a folder of its own under .cache/: it writes .wrangler/ where it runs, and would
 * build a ./functions folder there into the site.
 */
// A folder of ours in Gatsby's cache, as outputDir below: nothing of Gatsby's is read there.
// eslint-disable-next-line no-restricted-syntax
const wranglerDir = path.join(projectDir, ".cache/wrangler")
fs.mkdirSync(wranglerDir, { recursive: true })
const wrangler = {
  command: [
    bin("wrangler"),
    `pages dev ${publicDir}`,
    "--compatibility-date=2026-05-01",
    `--ip 127.0.0.1 --port ${port(wranglerServer)}`,
  ].join(" "),
  cwd: wranglerDir,
  url: wranglerServer,
  env: { WRANGLER_SEND_METRICS: "false", WRANGLER_SEND_ERROR_REPORTS: "false" },
  timeout: 120_000,
}

/** The projects named on the command line (`--project a b`, `--project=a`); none named runs them all. */
const namedProjects = process.argv.flatMap((arg, index, args) => {
  if (arg.startsWith("--project=")) return [arg.slice("--project=".length)]
  if (arg !== "--project") return []
  const rest = args.slice(index + 1)
  const end = rest.findIndex(next => next.startsWith("-"))
  return end < 0 ? rest : rest.slice(0, end)
})
/** Cloudflare's runtime takes half a minute to start: only when the headers project runs. */
const runsHeaders = namedProjects.length === 0 || namedProjects.includes("headers")

export default defineConfig({
  testDir: ".",
  testMatch: "*.e2e.ts",
  // Results of failed tests go with the build they ran against. Only a folder of ours in Gatsby's cache: nothing
  // of Gatsby's is read, so this is no internal of Gatsby's (gatsby/internals/INTERNALS.md).
  // eslint-disable-next-line no-restricted-syntax
  outputDir: path.join(projectDir, ".cache/e2e-results"),
  fullyParallel: true,
  // The machine is shared: two browsers at a time at most.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    launchOptions: {
      executablePath:
        process.env.CHROMIUM_PATH ?? (fs.existsSync(chromium.headlessShell) ? chromium.headlessShell : chromium.path),
      // Every request but to this machine (which Chromium never sends through a proxy) goes to a proxy that is not
      // there: it fails at once, host name or address alike, and the tests see it (support/fixtures.ts).
      args: [...chromium.flags, "--proxy-server=http://127.0.0.1:9"],
    },
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "phone", use: { viewport: phone }, grepInvert: /@desktop|@content/, testIgnore: [cmsSpec, headersSpec] },
    // What reads content/, at phone width, and (shift) what text wrapping at desktop width could break. `npm test`
    // runs these once, on the content-edit check's copy: content/ with a staff edit of every kind.
    {
      name: "content",
      use: { viewport: phone },
      grep: /@content/,
      grepInvert: /@desktop/,
      testIgnore: [cmsSpec, headersSpec],
    },
    { name: "shift", use: { viewport: desktop }, grep: /@shift/, grepInvert: /@phone/, testMatch: desktopSpecs },
    // What a wide screen lays out or works otherwise; what reads the same at any width is checked at phone width.
    { name: "desktop", use: { viewport: desktop }, grepInvert: /@phone|@shift/, testMatch: desktopSpecs },
    // The editor is for staff at a desk, and its test owns one decap-server: it runs once, at desktop width.
    { name: "cms", use: { viewport: desktop }, testMatch: cmsSpec },
    // What the CDN sends with every page, checked once, at phone width, where patients read the site.
    { name: "headers", use: { viewport: phone }, testMatch: headersSpec },
  ],
  webServer: [
    ...serverNames.map(name => ({ ...webServers[name], reuseExistingServer: false, timeout: 60_000 })),
    ...(runsHeaders ? [{ ...wrangler, reuseExistingServer: false }] : []),
  ],
})
