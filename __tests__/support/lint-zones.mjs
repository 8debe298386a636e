// Lints made-up files for layers.test.ts via ESLint's Node API in its own process: ESLint loads its config by dynamic
// import, which jest's module sandbox refuses. Run from the project root so import/no-restricted-paths resolves zones.
// Stdin: { cases: [{ filePath, code }] }; stdout: the zones' messages and each case's report.
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
