/** Serves the build like any plain static host: files as they are, 404.html for anything else. */
import fs from "fs"
import http from "http"
import path from "path"
import handler from "serve-handler"
import { port, publicDir, servers } from "./project"

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(`No build in ${publicDir}: run \`npm run build\` before the browser tests.`)
  process.exit(1)
}

http
  .createServer((request, response) => handler(request, response, { public: publicDir }))
  .listen(port(servers.static), "127.0.0.1")
