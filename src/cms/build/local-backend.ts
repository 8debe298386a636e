import type { Server } from "http"
import { createRequire } from "module"
import express from "express"
import { onlyContent, vouchedFor } from "./backend-proxy"

const require = createRequire(__filename)
const { registerLocalFs } = require("decap-server/dist/middlewares") as {
  registerLocalFs: (app: express.Express, options: { logLevel: string }) => Promise<void>
}

/**
 * decap-server's backend for `npm run cms`, which can write any file under its cwd: so it listens on localhost only and
 * answers only what the dev server's guard (./backend-proxy.ts) passed on with `key`, and only about content/.
 */
export async function startCmsBackend(port: number, key: string): Promise<Server> {
  const backend = express()
  // The key before any body is read; then the body, as decap-server reads it (pictures come as base64), so that
  // the guard sees the paths.
  backend.use(vouchedFor(key), express.json({ limit: "50mb" }), onlyContent(process.cwd()))
  await registerLocalFs(backend, { logLevel: "warn" })
  return new Promise((resolve, reject) => {
    const server = backend.listen(port, "127.0.0.1", () => resolve(server)).on("error", reject)
  })
}
