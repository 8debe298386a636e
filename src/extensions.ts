/**
 * The parts of the site beside the hospital's own pages, one a line. Deleting the demo's line, src/demo and
 * content/demo removes the demonstration screens (docs/architecture.md); the type keeps the file a module.
 */
export type { SiteExtension } from "./model/extension"
export { demo } from "./demo/extension"
