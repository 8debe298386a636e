/**
 * `npm run build:cached`, in CI's publishing job: Gatsby's cache (`.cache/`, `public/`) from the last run is kept only
 * if a build of the same code (every tracked file outside `content/`) made it, as the stamp says; `--built` writes it.
 */
import { execFileSync } from "child_process"
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { stampFile } from "../testkit/build-cache"

const projectDir = process.cwd()
const stamp = path.join(projectDir, stampFile)

/** A hash of the files git tracks outside content/, as they are in the work tree; none outside a git checkout. */
function codeHash(): string | undefined {
  let listed: Buffer
  try {
    listed = execFileSync("git", ["ls-files", "-z", "--", ".", ":(exclude)content"], { cwd: projectDir, stdio: "pipe" })
  } catch {
    return undefined
  }
  const files = listed
    .toString()
    .split("\0")
    .filter(file => file && fs.existsSync(path.join(projectDir, file)))
    .sort()
  const hash = crypto.createHash("sha256")
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(projectDir, file)))
  return hash.digest("hex")
}

const code = codeHash()
if (process.argv.includes("--built")) {
  // Outside a git checkout every build starts clean.
  if (code) fs.writeFileSync(stamp, `${code}\n`)
} else {
  const kept = code !== undefined && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8").trim() === code
  // Gone until the build succeeds: a build that fails leaves no cache to build on.
  fs.rmSync(stamp, { force: true })
  // Gatsby's documented build cache (Build Caching): these two folders whole, as `gatsby clean` deletes them.
  if (!kept)
    for (const dir of [".cache", "public"]) fs.rmSync(path.join(projectDir, dir), { recursive: true, force: true })
  console.log(
    kept ? "Build cache kept: the same code made it." : "Build cache cleared: no cache, or other code made it.",
  )
}
