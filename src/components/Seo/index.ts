export { Seo, absoluteUrl, appIcon, defaultShareImage } from "./Seo"
export type { SeoProps } from "./Seo"
