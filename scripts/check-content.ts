/**
 * `npm run check`: checks every file under content/ against the content model, as the build does, without
 * building. Lists each mistake by file and field and exits with 1; prints one line and exits with 0 when the
 * content has none. Services without opening hours, pages past their clinical review and pictures the editor
 * cannot find are listed as warnings, which `--strict` makes mistakes.
 * `npm run check -- some/other/content` checks another folder.
 */
import path from "path"
import { checkContent } from "../src/node/content-check/validate-content"
import { formatContentError } from "../src/node/content-check/content-error"

const args = process.argv.slice(2)
const strict = args.includes("--strict")
const folder = args.find(arg => !arg.startsWith("--"))

const started = Date.now()
const contentDir = path.resolve(folder ?? path.join(__dirname, "..", "content"))
const { errors: mistakes, warnings } = checkContent(contentDir)
const errors = strict ? [...mistakes, ...warnings] : mistakes
const seconds = ((Date.now() - started) / 1000).toFixed(1)

if (errors.length === 0) {
  for (const warning of warnings) console.warn(`Warning: ${formatContentError(warning)}`)
  if (warnings.length > 0) {
    const plural = warnings.length === 1 ? "warning" : "warnings"
    console.warn(`\n${warnings.length} ${plural}; the build goes on.\n`)
  }
  console.log(`Content OK: no mistakes in ${path.relative(process.cwd(), contentDir) || "."}/ (${seconds} s).`)
} else {
  for (const error of errors) console.error(formatContentError(error))
  const plural = errors.length === 1 ? "mistake" : "mistakes"
  console.error(`\n${errors.length} ${plural}: fix ${errors.length === 1 ? "it" : "them"} before committing.`)
  process.exitCode = 1
}
