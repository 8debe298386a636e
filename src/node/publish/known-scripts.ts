import { isGatsbyScript } from "../../../gatsby/internals/gatsby-scripts"
import { InlineScriptName, inlineScript } from "./inline-script-build"

/** The site's own inline scripts, compiled from src/inline/ (./inline-script-build.ts). */
const siteScriptNames: readonly InlineScriptName[] = [
  "late-scripts", // The late-script loader: starts the page's scripts after its first paint.
  "page-path", // Gatsby's page-path script, made the same in every page.
  "notices", // Hides or shows the notices by their time window before the first paint.
]

/**
 * Every inline script the site writes into public pages, by its exact compiled text. The CSP hashes a page's inline
 * scripts only if each is one of these or Gatsby's own (gatsby/internals/gatsby-scripts.ts); any other fails the build.
 */
export const siteScripts = (): readonly string[] => siteScriptNames.map(inlineScript)

/** Whether the build means to emit `script`, an inline script's text. */
export const isKnownScript = (script: string) => siteScripts().includes(script) || isGatsbyScript(script)
