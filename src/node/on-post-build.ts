import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { Locale } from "../model/locales"
import { cmsRoute, localizedPath, privatePrefixes, serviceRoute, serviceWorkerPath } from "../model/routes"
import { retireServiceWorker } from "../service-worker/retire-flag"
import { readSiteBasics } from "./site-settings"
import { writeServiceWorker } from "./service-worker"
import { startScriptsLateInEveryPage } from "../../gatsby/internals/late-scripts"
import { samePagePathScriptInEveryPage } from "../../gatsby/internals/page-path-script"
import { writeCdnFiles } from "./cdn-files"
import { removeSearchIndex } from "./search-index"

// Typegen does not cover gatsby-node's own queries; the node type still comes from the schema.
interface ServiceSlugs {
  allServicePage: { nodes: Pick<Queries.ServicePage, "slug" | "locale">[] }
}

/** The text of robots.txt: crawl everything but the demo screens and the CMS, and find the pages in the sitemap. */
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
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const projectDir = process.cwd()
  fs.writeFileSync(path.resolve(projectDir, "public/robots.txt"), robotsTxt(readSiteBasics().siteUrl))

  const result = await graphql<ServiceSlugs>(`
    query ServiceSlugs {
      allServicePage {
        nodes {
          slug
          locale
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not list the service pages for the service worker", result.errors)
    return
  }
  const servicePaths = result.data.allServicePage.nodes.map(({ slug, locale }) =>
    localizedPath(locale as Locale, serviceRoute.path(slug)),
  )
  // The search index is the next step of `npm run build` (scripts/search-index.ts); one left from an earlier build
  // would not match these pages.
  removeSearchIndex(path.resolve(projectDir, "public"))
  // After the pages' last rewrite, so that the cache's name follows the pages as they are served.
  startScriptsLateInEveryPage(path.resolve(projectDir, "public"))
  samePagePathScriptInEveryPage(path.resolve(projectDir, "public"))
  writeServiceWorker(projectDir, servicePaths, serviceWorkerPath, { retire: retireServiceWorker })
  // Last: the script hashes in _headers are those of the pages as they are published.
  writeCdnFiles(path.resolve(projectDir, "public"))
}
