import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { cmsRoute, privatePrefixes } from "../routes"
import { readSiteBasics } from "./site-settings"

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

// Written after the build, so the site URL comes from content/site.yaml like everything else.
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  fs.writeFileSync(path.resolve(process.cwd(), "public/robots.txt"), robotsTxt(readSiteBasics().siteUrl))
}
