import { loaderCode } from "../../gatsby/internals/late-scripts"
import { readsPagePath } from "../../gatsby/internals/page-path-script"
import { isGatsbyScript } from "../../gatsby/internals/gatsby-scripts"
import { noticesScript } from "../site/components/Notices/visibility"

/**
 * Every inline script the site means to write into its public pages, each by its exact text as its own module
 * exports it. The Content-Security-Policy allows a page's inline scripts by their hash only once each is one of
 * these or one of Gatsby's own (gatsby/internals/gatsby-scripts.ts): any other stops the build (src/node/cdn-files.ts).
 */
export const siteScripts: readonly string[] = [
  loaderCode, // The late-script loader: starts the page's scripts after its first paint.
  readsPagePath, // Gatsby's page-path script, made the same in every page.
  noticesScript, // Hides or shows the notices by their time window before the first paint.
]

/** Whether the build means to emit `script`, an inline script's text. */
export const isKnownScript = (script: string) => siteScripts.includes(script) || isGatsbyScript(script)
