/** Gatsby's own start of the browser bundle (.cache/production-app.js), aliased in browser-bundle.ts. */
declare module "gatsby-production-app"
