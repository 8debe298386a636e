export { Section, cardBandHeights } from "./Section"
export type { SectionProps } from "./Section"
