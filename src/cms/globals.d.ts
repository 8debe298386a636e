/** The Decap configuration generated from the content model at build time (src/cms/build/editor-page.ts). */
declare const CMS_CONFIG: import("decap-cms-core").CmsConfig
