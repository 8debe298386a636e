// The rewrite of the built pages' script tags depends on how Gatsby writes them, so it lives in gatsby/internals.
// on-post-build.ts still imports it from here; once it imports gatsby/internals/late-scripts, delete this file.
export { startScriptsLateInEveryPage } from "../../gatsby/internals/late-scripts"
