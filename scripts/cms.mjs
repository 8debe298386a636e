// `npm run cms`: the site (gatsby develop) and Decap's local backend (decap-server's) together, so that a member
// of staff edits content/ in the browser at /cms/ with no account and no network. Ctrl+C stops both.
// The site's port: Gatsby's (8000, or `npm run cms -- --port 9000`); the backend's: DECAP_SERVER_PORT (8081).
import { spawn } from "child_process"
import { createRequire } from "module"
import express from "express"
import { decapServerPort, refuseOtherComputers } from "../src/node/cms-proxy.ts"

const require = createRequire(import.meta.url)
const { registerLocalFs } = require("decap-server/dist/middlewares")

// decap-server's backend, run here behind the guard the development server puts before /api: it writes any file
// of the project, so it answers this computer's editor page only, never another site's page, even one that
// reaches it through a name of its own (src/node/cms-proxy.ts). Bound to this computer.
const backend = express()
backend.use(refuseOtherComputers)
await registerLocalFs(backend, { logLevel: "warn" })
const server = backend.listen(decapServerPort(), "127.0.0.1")

const site = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop", ...process.argv.slice(2)], {
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  stdio: "inherit",
})

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  if (site.exitCode === null) site.kill("SIGTERM")
  server.close()
  process.exitCode = code
}
site.on("exit", code => stop(code ?? 0))
server.on("error", error => {
  console.error(`The editor's backend could not listen on port ${decapServerPort()}: ${error.message}`)
  stop(1)
})
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0))
