/**
 * Last step of `npm run build`: Pagefind-indexes the built pages, then rewrites the service worker and CDN files so the
 * worker keeps the index's entry files and the headers cover them. After `gatsby build` alone, search falls back to the
 * search page, which lists every page.
 */
import path from "path"
import { buildSearchIndex } from "../src/node/publish/search-index"
import { writeCdnFiles } from "../src/node/publish/headers-and-redirects"
import { writeServiceWorker } from "../src/node/publish/service-worker"
import { serviceRoute, serviceWorkerPath } from "../src/model/routes"
import { retireServiceWorker } from "../src/model/retire-service-worker"
import { pagesMadeWith } from "../gatsby/internals/build-stats"

async function main() {
  const projectDir = process.cwd()
  const publicDir = path.join(projectDir, "public")
  const started = Date.now()
  const { pages } = await buildSearchIndex(publicDir)
  writeServiceWorker(projectDir, pagesMadeWith(publicDir, serviceRoute.template), serviceWorkerPath, {
    retire: retireServiceWorker,
  })
  writeCdnFiles(publicDir)
  console.log(`Search index: ${pages} pages, in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

main().catch((error: unknown) => {
  console.error(`The search index could not be built: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
