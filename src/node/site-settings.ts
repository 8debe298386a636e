import fs from "fs"
import path from "path"
import { yamlTypes } from "./content-model"
import { checkFile, formatContentError } from "./validate-content"

export interface SiteBasics {
  name: string
  shortName: string
  description: string
  /** Without a trailing slash, so paths can be added to it. */
  siteUrl: string
}

/**
 * gatsby-config needs a few settings before GraphQL exists (the site URL for the sitemap, the name for the
 * manifest); they come from the same file staff edit, checked like every content file. A mistake there stops
 * Gatsby at once, naming the field, before it could end up in the manifest or the sitemap.
 */
export function readSiteBasics(file = path.resolve(process.cwd(), "content/site.yaml")): SiteBasics {
  const type = yamlTypes.find(t => t.file === "site.yaml")
  if (!type) throw new Error("The content model declares no site.yaml")
  const shownAs = "content/site.yaml"
  if (!fs.existsSync(file)) throw new Error(`${shownAs}: is missing`)
  const { records, errors } = checkFile(type, file, fs.readFileSync(file, "utf8"), shownAs)
  if (!records) throw new Error(errors.map(formatContentError).join("\n"))
  const { name, shortName, description, siteUrl } = records[0] as unknown as SiteBasics
  return { name, shortName, description, siteUrl }
}
