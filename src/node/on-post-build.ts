import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { cmsRoute, serviceRoute, serviceWorkerPath } from "../model/routes"
import { privatePrefixes } from "../registry"
import { retireServiceWorker } from "../model/retire-service-worker"
import { readSiteBasics } from "./content/site-settings"
import { writeServiceWorker } from "./publish/service-worker"
import { startScriptsLateInEveryPage } from "../../gatsby/internals/late-scripts"
import { samePagePathScriptInEveryPage } from "../../gatsby/internals/page-path-script"
import { pagesMadeWith } from "../../gatsby/internals/build-stats"
import { writeCdnFiles } from "./publish/headers-and-redirects"
import { removeSearchIndex } from "./publish/search-index"
import { refuseUnsafePublishedFiles } from "./publish/unsafe-static-files"
import { htmlPages } from "./publish/inline-scripts"
import { inlineScript } from "./publish/inline-script-build"

/** The text of robots.txt: crawl all but the private prefixes and the CMS, and find the pages in the sitemap. */
function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...[...privatePrefixes, cmsRoute].map(p => `Disallow: ${p}`),
    "",
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
    "",
  ].join("\n")
}

// Written after the build, so the site URL comes from content/site.yaml like everything else, and the service
// worker knows the files the build made.
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const projectDir = process.cwd()
  const publicDir = path.resolve(projectDir, "public")
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(readSiteBasics().siteUrl))

  refuseUnsafePublishedFiles(publicDir)
  // The search index is the next step of `npm run build` (scripts/search-index.ts); one left from an earlier build
  // would not match these pages.
  removeSearchIndex(publicDir)
  // The fence rewrites the pages this build lists, with the scripts it compiles.
  const pages = htmlPages(publicDir)
  startScriptsLateInEveryPage(publicDir, pages, inlineScript("late-scripts"))
  samePagePathScriptInEveryPage(publicDir, pages, inlineScript("page-path"))
  // After the pages' last rewrite, so that the cache's name follows the pages as they are served.
  writeServiceWorker(projectDir, pagesMadeWith(publicDir, serviceRoute.template), serviceWorkerPath, {
    retire: retireServiceWorker,
  })
  // Last: the script hashes in _headers are those of the pages as they are published.
  writeCdnFiles(publicDir)
}
