/**
 * `npm run check [-- folder]`: checks content/ (or another folder) against the model without building; exits 1 listing
 * mistakes by file and field. Missing opening hours, overdue clinical reviews and unfound pictures are warnings, which
 * `--strict` makes mistakes.
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
