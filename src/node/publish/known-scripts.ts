import { isGatsbyScript } from "../../../gatsby/internals/gatsby-scripts"
import { InlineScriptName, inlineScript } from "./inline-script-build"

/** The site's own inline scripts, compiled from src/inline/ (./inline-script-build.ts). */
const siteScriptNames: readonly InlineScriptName[] = [
  "late-scripts", // The late-script loader: starts the page's scripts after its first paint.
  "page-path", // Gatsby's page-path script, made the same in every page.
  "notices", // Hides or shows the notices by their time window before the first paint.
]

/**
 * Every inline script the site means to write into its public pages, each by its exact text as the build compiles it.
 * The Content-Security-Policy allows a page's inline scripts by their hash only once each is one of these or one of
 * Gatsby's own (gatsby/internals/gatsby-scripts.ts): every other stops the build
 * (src/node/publish/headers-and-redirects.ts).
 */
export const siteScripts = (): readonly string[] => siteScriptNames.map(inlineScript)

/** Whether the build means to emit `script`, an inline script's text. */
export const isKnownScript = (script: string) => siteScripts().includes(script) || isGatsbyScript(script)
