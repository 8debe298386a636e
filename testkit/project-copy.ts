import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { repoDir } from "./project"

/** Left out of a copy: what the build makes or never reads, and content/, which the caller chooses. */
const notCopied = new Set([".git", "node_modules", ".cache", "public", "bench-results", "__tests__", "content"])

/**
 * Copies the project into a new temporary folder with `contentDir` as its content/, so a test can build
 * a site of its own without touching this one; node_modules is linked, not copied. Remove it with removeCopy.
 */
export function copyProject(contentDir: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-"))
  for (const entry of fs.readdirSync(repoDir)) {
    if (!notCopied.has(entry)) fs.cpSync(path.join(repoDir, entry), path.join(dir, entry), { recursive: true })
  }
  fs.cpSync(contentDir, path.join(dir, "content"), { recursive: true })
  fs.symlinkSync(path.join(repoDir, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}

export function removeCopy(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true })
}

export interface BuildResult {
  /** The exit code; null when the build was stopped for taking longer than allowed. */
  status: number | null
  /** Everything it printed, with Gatsby's wrapping of long lines to the terminal's width undone. */
  output: string
}

/**
 * Runs `gatsby build` in `dir`, with `env` added to the environment, stopping it after `timeoutMs` so that it never
 * outlives the test.
 */
export function gatsbyBuild(dir: string, timeoutMs: number, env: NodeJS.ProcessEnv = {}): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    const build = spawn(process.execPath, [path.join(dir, "node_modules/gatsby/cli.js"), "build"], {
      cwd: dir,
      env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      timeout: timeoutMs,
    })
    let output = ""
    build.stdout.on("data", chunk => (output += chunk))
    build.stderr.on("data", chunk => (output += chunk))
    build.on("error", reject)
    build.on("close", status => resolve({ status, output: output.replace(/\s+/g, " ") }))
  })
}
