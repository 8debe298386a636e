// Lints small made-up files for __tests__/node/layers.test.ts with ESLint's Node API, in a process of its own: ESLint
// loads eslint.config.mjs with a dynamic import, which jest's module sandbox refuses. Run in the project's folder,
// where import/no-restricted-paths resolves its zones. Reads { cases: [{ filePath, code }] } on stdin; writes the
// zones' messages and, for each case, what ESLint reported.
import fs from "fs"
import { ESLint } from "eslint"

const { cases } = JSON.parse(fs.readFileSync(0, "utf8"))
const eslint = new ESLint({ cwd: process.cwd() })

const config = await eslint.calculateConfigForFile(cases[0].filePath)
const [, { zones }] = config.rules["import/no-restricted-paths"]

const results = []
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath })
  results.push(result.messages.map(({ ruleId, message, fatal }) => ({ ruleId, message, fatal: Boolean(fatal) })))
}
process.stdout.write(JSON.stringify({ zones: zones.map(zone => zone.message), results }))
