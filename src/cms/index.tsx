/**
 * The CMS page (/cms/): Decap CMS with the configuration generated from the content model and previews drawn with the
 * site's components. Compiled on its own by src/cms/build/editor-page.ts; no public page loads it. An editor the build
 * did not connect to a Git host starts only where decap-server can serve it (./connection.ts).
 */
import CMS from "decap-cms-app"
import { editorCanWork, showNotConnected, withLocalBackendAt } from "./connection"
import { markdownFormat } from "./front-matter"
import { previewTemplates } from "./previews"

if (editorCanWork(CMS_CONFIG, window.location.hostname)) {
  CMS.registerCustomFormat(markdownFormat.name, "md", markdownFormat)
  for (const [name, template] of Object.entries(previewTemplates)) CMS.registerPreviewTemplate(name, template)
  CMS.init({ config: withLocalBackendAt(CMS_CONFIG, window.location.href) })
} else {
  showNotConnected(document)
}
