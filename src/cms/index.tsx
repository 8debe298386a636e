/**
 * The CMS page (/cms/): Decap CMS with the configuration generated from the content model and previews drawn
 * with the site's components. Compiled on its own by src/node/cms-page.ts; no public page loads it.
 */
import CMS from "decap-cms-app"
import { markdownFormat } from "./front-matter"
import { previewTemplates } from "./previews"

CMS.registerCustomFormat(markdownFormat.name, "md", markdownFormat)
for (const [name, template] of Object.entries(previewTemplates)) CMS.registerPreviewTemplate(name, template)

CMS.init({ config: CMS_CONFIG })
