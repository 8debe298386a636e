/** @jest-environment node */
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { projectDir } from "../support/content"

/** What `gatsby build` needs to run, copied so the real content stays untouched; node_modules is shared. */
const projectFiles = ["package.json", "gatsby-config.ts", "gatsby-node.ts", "tsconfig.json", "src", "content", "static"]

let scratch: string
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "site-"))
  for (const file of projectFiles) fs.cpSync(path.join(projectDir, file), path.join(scratch, file), { recursive: true })
  fs.symlinkSync(path.join(projectDir, "node_modules"), path.join(scratch, "node_modules"))
})
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

test("a news file without a title stops gatsby build, names the file and the field, and publishes no page", () => {
  const article = path.join(scratch, "content/news/2026-09-18-hospital-ecare.md")
  fs.writeFileSync(article, fs.readFileSync(article, "utf8").replace(/^title: .*\n/m, ""))

  const build = spawnSync(process.execPath, [path.join(scratch, "node_modules/gatsby/cli.js"), "build"], {
    cwd: scratch,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    encoding: "utf8",
  })
  // Gatsby wraps long lines to the terminal's width.
  const output = `${build.stdout}${build.stderr}`.replace(/\s+/g, " ")

  expect(build.status).not.toBe(0)
  expect(output).toContain("The content has 1 mistake; nothing was published.")
  expect(output).toContain('content/news/2026-09-18-hospital-ecare.md: field "title" is required but missing')
  expect(fs.existsSync(path.join(scratch, "public/index.html"))).toBe(false)
}, 120_000)
