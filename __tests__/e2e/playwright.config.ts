/**
 * Browser tests: Debian's Chromium against the production build in public/ (run `npm run build` first),
 * at phone and desktop widths, served by `gatsby serve` and by a plain static host.
 * Tests tagged @phone or @desktop run at that width only; @content marks those that read content/.
 */
import path from "path"
import { defineConfig } from "@playwright/test"
import chromium from "../../scripts/chromium.json"
import { port, projectDir, repoDir, serverNames, servers } from "./support/project"

const phone = { width: 375, height: 740 }
const desktop = { width: 1280, height: 800 }
const cmsSpec = /cms\.e2e\.ts$/

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
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? chromium.path, args: chromium.flags },
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "phone", use: { viewport: phone }, grepInvert: /@desktop/, testIgnore: cmsSpec },
    { name: "desktop", use: { viewport: desktop }, grepInvert: /@phone/, testIgnore: cmsSpec },
    // The editor is for staff at a desk, and its test owns one decap-server: it runs once, at desktop width.
    { name: "cms", use: { viewport: desktop }, testMatch: cmsSpec },
  ],
  webServer: serverNames.map(name => ({ ...webServers[name], reuseExistingServer: false, timeout: 60_000 })),
})
