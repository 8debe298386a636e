import fs from "fs"
import path from "path"
import { projectDir, startGatsbyServe, startStaticServer, waitForServers } from "./servers"

export default async function globalSetup() {
  if (!fs.existsSync(path.join(projectDir, "public/index.html"))) {
    throw new Error("No build in public/: run `npm run build` before the end-to-end tests.")
  }
  const gatsby = startGatsbyServe()
  const plain = await startStaticServer()
  Object.assign(globalThis, { e2eServers: { gatsby, plain } })
  await waitForServers()
}
