// Bytes a phone downloads for the news archive's first, 50th and last pages; the later must stay as light as the first
// at any size. `npm run bench` runs it on a build with 1,000 generated articles; on its own:
//   npx tsx scripts/archive-weight.mjs [public-dir]   measures a build (public/ by default)
//   npx tsx scripts/archive-weight.mjs --generate     builds a scratch copy with 1,000 generated articles first
//   --port=N                                           where to serve the build (9310 by default)
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"
import { fileURLToPath } from "node:url"
import { chromium as playwright } from "@playwright/test"
import { generateProject } from "../testkit/generate-articles.ts"
import { newsArchiveRoute } from "../src/model/routes.ts"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const chromium = JSON.parse(fs.readFileSync(path.join(root, "testkit/chromium.json"), "utf8"))
/** The archive pages measured, by number: the first, one deep in the archive, and the last. */
const measuredPages = pageCount => [...new Set([1, 50, pageCount])]
const viewport = chromium.phoneViewport

const types = {
  ".html": "text/html",
  ".js": "application/javascript",
  ".json": "application/json",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
}

/** Serves the build as a host would: text compressed with gzip, pictures as they are. */
function serve(publicDir, port) {
  const server = http.createServer((request, response) => {
    let file = path.join(publicDir, decodeURIComponent(new URL(request.url, "http://host").pathname))
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html")
    if (!file.startsWith(publicDir) || !fs.existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    const type = types[path.extname(file)] ?? "application/octet-stream"
    const body = fs.readFileSync(file)
    const text = !type.startsWith("image/") || type === "image/svg+xml"
    response.writeHead(200, { "content-type": type, ...(text ? { "content-encoding": "gzip" } : {}) })
    response.end(text ? zlib.gzipSync(body) : body)
  })
  return new Promise(resolve => server.listen(port, "127.0.0.1", () => resolve(server)))
}

/** The archive's pages that the build holds, numbered as src/model/routes.ts numbers them (in the default language). */
function archivePaths(publicDir) {
  const pages = new Map()
  for (let number = 1; fs.existsSync(path.join(publicDir, newsArchiveRoute.path(number), "index.html")); number += 1)
    pages.set(number, newsArchiveRoute.path(number))
  return pages
}

/** Playwright's resource types, in the groups shown: a page's data comes through XHR. */
const kindOf = { document: "html", script: "script", image: "image", fetch: "data", xhr: "data" }

/** What a first visit to `url` downloads at phone width: bytes over the wire (compressed), by kind, and requests. */
async function firstVisit(browser, url) {
  const page = await browser.newPage({ viewport, serviceWorkers: "block" })
  const responses = []
  page.on("requestfinished", request => responses.push(request))
  await page.goto(url, { waitUntil: "networkidle" })
  const kinds = { html: 0, script: 0, data: 0, image: 0, other: 0 }
  for (const request of responses) {
    const { responseBodySize, responseHeadersSize } = await request.sizes()
    const kind = kindOf[request.resourceType()] ?? "other"
    kinds[kind] += responseBodySize + responseHeadersSize
  }
  await page.close()
  const total = Object.values(kinds).reduce((sum, bytes) => sum + bytes, 0)
  return { requests: responses.length, total, ...kinds }
}

/** Weighs the first, the 50th and the last page of the archive of the build in `publicDir`. */
export async function archiveWeight(publicDir, { port = 9310 } = {}) {
  const paths = archivePaths(publicDir)
  const server = await serve(path.resolve(publicDir), port)
  const browser = await playwright.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromium.path,
    args: chromium.flags,
  })
  const results = []
  try {
    for (const number of measuredPages(paths.size)) {
      const pagePath = paths.get(number)
      if (!pagePath) {
        results.push({ number, missing: true, pages: paths.size })
        continue
      }
      const html = fs.readFileSync(path.join(publicDir, pagePath, "index.html"))
      results.push({
        number,
        path: pagePath,
        htmlGzip: zlib.gzipSync(html, { level: 9 }).length,
        ...(await firstVisit(browser, `http://127.0.0.1:${port}${pagePath}`)),
      })
    }
  } finally {
    await browser.close()
    await new Promise(resolve => server.close(resolve))
  }
  return { pages: paths.size, results }
}

const kb = bytes => (bytes / 1024).toFixed(1)

export function printArchiveWeight({ pages, results }) {
  console.log(`\nNews archive of ${pages} page(s), first visit at ${viewport.width} px, KB over the wire (gzip):`)
  for (const result of results) {
    if (result.missing) {
      console.log(`  page ${result.number}: not built (the archive has ${result.pages} pages)`)
      continue
    }
    console.log(
      `  ${result.path.padEnd(10)} HTML ${kb(result.html)} (file ${kb(result.htmlGzip)}), scripts ${kb(result.script)}, ` +
        `data ${kb(result.data)}, pictures ${kb(result.image)}, other ${kb(result.other)}: ` +
        `${kb(result.total)} KB in ${result.requests} requests`,
    )
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const port = Number(args.find(arg => arg.startsWith("--port="))?.split("=")[1] ?? 9310)
  const scratch = args.includes("--generate") ? generateProject(1000) : undefined
  try {
    let publicDir = path.resolve(args.find(arg => !arg.startsWith("--")) ?? path.join(root, "public"))
    if (scratch) {
      console.log(`Building a copy with 1,000 generated articles in ${scratch}…`)
      const build = spawnSync("npm", ["run", "build"], { cwd: scratch, stdio: "ignore" })
      if (build.status !== 0) throw new Error(`the build in ${scratch} failed`)
      publicDir = path.join(scratch, "public")
    }
    printArchiveWeight(await archiveWeight(publicDir, { port }))
  } finally {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
  }
}
