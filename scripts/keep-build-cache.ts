/**
 * `npm run build:cached`'s first step, in CI's publishing job: Gatsby's cache (`.cache/`, `public/`) from the last
 * run stays only if the same code made it (every tracked file outside `content/`): only content edits build on it.
 */
import { execFileSync } from "child_process"
import crypto from "crypto"
import fs from "fs"
import path from "path"

const projectDir = process.cwd()
const stamp = path.join(projectDir, ".cache", "built-by.txt")

/** A hash of the files git tracks outside content/, as they are in the work tree. */
function codeHash(): string {
  const files = execFileSync("git", ["ls-files", "-z", "--", ".", ":(exclude)content"], { cwd: projectDir })
    .toString()
    .split("\0")
    .filter(file => file && fs.existsSync(path.join(projectDir, file)))
    .sort()
  const hash = crypto.createHash("sha256")
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(projectDir, file)))
  return hash.digest("hex")
}

const now = codeHash()
const kept = fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8").trim() === now
if (!kept) {
  for (const dir of [".cache", "public"]) fs.rmSync(path.join(projectDir, dir), { recursive: true, force: true })
  fs.mkdirSync(path.dirname(stamp), { recursive: true })
  fs.writeFileSync(stamp, `${now}\n`)
}
console.log(kept ? "Build cache kept: the same code made it." : "Build cache cleared: no cache, or other code made it.")
