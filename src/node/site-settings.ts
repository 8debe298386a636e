import fs from "fs"
import path from "path"
import { parseYaml } from "./validate-content"

export interface SiteBasics {
  name: string
  shortName: string
  description: string
  siteUrl: string
}

/**
 * gatsby-config needs a few settings before GraphQL exists (the site URL
 * for the sitemap, the name for the manifest); they come from the same file staff edit.
 */
export function readSiteBasics(file = path.resolve(process.cwd(), "content/site.yaml")): SiteBasics {
  const data = parseYaml(fs.readFileSync(file, "utf8")) as Partial<SiteBasics> | null
  const { name = "", shortName = "", description = "", siteUrl = "" } = data ?? {}
  return { name, shortName, description, siteUrl: siteUrl.replace(/\/$/, "") }
}
