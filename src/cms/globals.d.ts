/** The Decap configuration generated from the content model at build time (src/node/cms-page.ts). */
declare const CMS_CONFIG: import("decap-cms-core").CmsConfig
