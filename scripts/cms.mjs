// `npm run cms`: the site (gatsby develop) and Decap's local backend (decap-server) together, so that a member
// of staff edits content/ in the browser at /cms/ with no account and no network. Ctrl+C stops both.
// The site's port: Gatsby's (8000, or `npm run cms -- --port 9000`); decap-server's: DECAP_SERVER_PORT (8081).
import { spawn } from "child_process"
import { createRequire } from "module"
import { decapServerPort } from "../src/node/cms-proxy.ts"

const require = createRequire(import.meta.url)

const children = [
  // Bound to this computer only: nobody else on the network can write to content/.
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(decapServerPort()), BIND_HOST: "127.0.0.1" },
    stdio: "inherit",
  }),
  spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop", ...process.argv.slice(2)], {
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "inherit",
  }),
]

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exitCode = code
}
for (const child of children) child.on("exit", code => stop(code ?? 0))
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0))
