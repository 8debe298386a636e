import { pagePathAttribute } from "../model/inline-script-attributes"

declare global {
  interface Window {
    pagePath: string | null
  }
}

// Gatsby's page-path script, made the same in every page (gatsby/internals/page-path-script.ts): the path that
// Gatsby wrote into its text is read from its tag.
window.pagePath = (document.currentScript as HTMLScriptElement).getAttribute(pagePathAttribute)
