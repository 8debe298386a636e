import type { ReactElement } from "react"

/**
 * What gatsby-browser's replaceHydrateFunction returns, as Gatsby's start (.cache/production-app.js) uses it: called
 * once, with the app's element and the page's root element (#___gatsby). Gatsby declares it as React DOM's old
 * `Renderer` (ReactDOM.render's overloads), which React 18's createRoot and hydrateRoot do not fit.
 */
export type HydrateFunction = (element: ReactElement, container: Element | null) => void
