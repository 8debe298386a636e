// `npm run cms`: the site (gatsby develop) and Decap's local backend (decap-server's) together, so that a member
// of staff edits content/ in the browser at /cms/ with no account and no network. Ctrl+C stops both.
// The site's port: Gatsby's (8000, or `npm run cms -- --port 9000`); the backend's: DECAP_SERVER_PORT (8081).
import { spawn } from "child_process"
import { randomBytes } from "crypto"
import { createRequire } from "module"
import { startCmsBackend } from "../src/cms/build/local-backend.ts"
import { decapServerPort } from "../src/cms/build/backend-proxy.ts"

const require = createRequire(import.meta.url)

// Made afresh at each start and known only to the development server, which vouches with it for what it passes on.
const key = randomBytes(32).toString("hex")
const server = await startCmsBackend(decapServerPort(), key).catch(error => {
  console.error(`The editor's backend could not listen on port ${decapServerPort()}: ${error.message}`)
  process.exit(1)
})

const site = spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop", ...process.argv.slice(2)], {
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CMS_BACKEND_KEY: key },
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
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0))
