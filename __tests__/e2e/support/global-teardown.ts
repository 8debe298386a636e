import type { ChildProcess } from "child_process"
import type http from "http"

export default async function globalTeardown() {
  const { gatsby, plain } = (globalThis as unknown as { e2eServers: { gatsby: ChildProcess; plain: http.Server } })
    .e2eServers
  // gatsby serve runs in its own process group; end all of it.
  if (gatsby.pid) process.kill(-gatsby.pid, "SIGTERM")
  await new Promise(resolve => plain.close(resolve))
}
