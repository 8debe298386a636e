import fs from "fs"
import path from "path"
import { Locale, defaultLocale } from "../../model/locales"
import { localizedName } from "../../model/content-model"
import { yamlTypes } from "./content-types"
import { checkFile } from "../content-check/validate-content"
import { formatContentError } from "../content-check/content-error"

export interface SiteBasics {
  name: string
  shortName: string
  description: string
  /** Without a trailing slash, so paths can be added to it. */
  siteUrl: string
}

/** The checked record of a type's content file (in `locale`, for a translated one), or an error naming its mistakes. */
function readChecked(contentDir: string, typeName: string, locale: Locale): Record<string, unknown> {
  const type = yamlTypes.find(t => t.name === typeName)
  if (!type) throw new Error(`The content model declares no ${typeName}`)
  const fileName = type.translated ? localizedName(type.file, locale) : type.file
  const shownAs = `content/${fileName}`
  const file = path.join(contentDir, fileName)
  if (!fs.existsSync(file)) throw new Error(`${shownAs}: is missing`)
  const { records, errors } = checkFile(type, file, fs.readFileSync(file, "utf8"), shownAs)
  if (!records) throw new Error(errors.map(formatContentError).join("\n"))
  return records[0]
}

/**
 * gatsby-config needs a few settings before GraphQL exists (the site URL for the sitemap, the name for the
 * manifest and the feeds); they come from the same files staff edit, checked like every content file.
 * A mistake there stops Gatsby at once, naming the field, before it could end up in the manifest or the sitemap.
 */
export function readSiteBasics(
  contentDir = path.resolve(process.cwd(), "content"),
  locale: Locale = defaultLocale,
): SiteBasics {
  const { siteUrl } = readChecked(contentDir, "SiteSettings", locale)
  const copy = readChecked(contentDir, "SiteCopy", locale)
  return { siteUrl, name: copy.name, shortName: copy.shortName, description: copy.description } as SiteBasics
}
