/** @jest-environment node */
import fs from "fs"
import type { Server } from "http"
import type { AddressInfo } from "net"
import os from "os"
import path from "path"
import { startCmsBackend } from "../../src/cms/build/local-backend"
import { otherSiteRefusal, vouchedHeader } from "../../src/cms/build/backend-proxy"
import { localBackendPath } from "../../src/cms/connection"

/** The backend of `npm run cms`, in a scratch project, and what a request to it does there. */
const key = "k".repeat(64)
const cwd = process.cwd()
let project = ""
let server: Server
beforeEach(async () => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "cms-backend-"))
  fs.mkdirSync(path.join(project, "content", "news"), { recursive: true })
  fs.writeFileSync(path.join(project, "package.json"), "{}")
  process.chdir(project)
  server = await startCmsBackend(0, key)
})
afterEach(async () => {
  await new Promise(resolve => server.close(resolve))
  process.chdir(cwd)
  fs.rmSync(project, { recursive: true, force: true })
})

/** Saves `file` as the editor does, with `headers`; the answer's status and text. */
async function save(file: string, headers: Record<string, string> = { [vouchedHeader]: key }) {
  const { port } = server.address() as AddressInfo
  const answer = await fetch(`http://127.0.0.1:${port}${localBackendPath}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({
      action: "persistEntry",
      params: {
        branch: "main",
        entry: { slug: "a", path: file, raw: "saved" },
        assets: [],
        options: { collectionName: "news", commitMessage: "x", useWorkflow: false, status: "draft" },
      },
    }),
  })
  return { status: answer.status, text: await answer.text() }
}

const read = (file: string) => fs.readFileSync(path.join(project, file), "utf8")

test("the editor's save, passed on by the development server, is written under content/", async () => {
  expect((await save("content/news/a.en.md")).status).toBe(200)
  expect(read("content/news/a.en.md")).toBe("saved")
})

test("a request the development server did not pass on is refused, and writes nothing", async () => {
  // A page of another site, or of another program on this computer, that posts to the backend's port itself.
  const strangers: Record<string, string>[] = [{}, { [vouchedHeader]: "guess" }, { [vouchedHeader]: "g".repeat(64) }]
  for (const headers of strangers) {
    expect(await save("content/news/a.en.md", headers)).toEqual({ status: 403, text: otherSiteRefusal })
  }
  expect(fs.existsSync(path.join(project, "content/news/a.en.md"))).toBe(false)
})

test("a save outside content/ is refused, and writes nothing", async () => {
  for (const file of ["package.json", "content/../package.json", ".git/hooks/pre-commit", path.join(project, "x")]) {
    expect(await save(file)).toEqual({ status: 403, text: `The editor saves only under content/, not ${file}.` })
  }
  expect(read("package.json")).toBe("{}")
  expect(fs.existsSync(path.join(project, ".git"))).toBe(false)
})

test("a save through a symbolic link under content/ to elsewhere in the project is refused, and writes nothing", async () => {
  fs.mkdirSync(path.join(project, "hooks"))
  fs.symlinkSync(path.join(project, "hooks"), path.join(project, "content", "linked"))
  const file = "content/linked/pre-commit"
  expect(await save(file)).toEqual({ status: 403, text: `The editor saves only under content/, not ${file}.` })
  expect(fs.readdirSync(path.join(project, "hooks"))).toEqual([])
})
