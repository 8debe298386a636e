export { Seo } from "./Seo"
export type { SeoProps } from "./Seo"
