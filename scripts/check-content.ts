/**
 * `npm run check`: checks every file under content/ against the content model, as the build does, without
 * building. Lists each mistake by file and field and exits with 1; prints one line and exits with 0 when the
 * content has none. `npm run check -- some/other/content` checks another folder.
 */
import path from "path"
import { formatContentError, validateContent } from "../src/node/validate-content"

const started = Date.now()
const contentDir = path.resolve(process.argv[2] ?? path.join(__dirname, "..", "content"))
const errors = validateContent(contentDir)
const seconds = ((Date.now() - started) / 1000).toFixed(1)

if (errors.length === 0) {
  console.log(`Content OK: no mistakes in ${path.relative(process.cwd(), contentDir) || "."}/ (${seconds} s).`)
} else {
  for (const error of errors) console.error(formatContentError(error))
  const plural = errors.length === 1 ? "mistake" : "mistakes"
  console.error(`\n${errors.length} ${plural}: fix ${errors.length === 1 ? "it" : "them"} before committing.`)
  process.exitCode = 1
}
