export { Seo, absoluteUrl, appIcon } from "./Seo"
export type { SeoProps } from "./Seo"
