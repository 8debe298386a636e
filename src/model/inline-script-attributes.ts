/**
 * The attributes the build writes on the tags of its inline scripts, which the scripts read: their text stays the
 * same on every page, so that one CSP hash allows each, while what differs per page is in these attributes.
 */

/** The loader's lists of what it starts: the data it preloads, the scripts it adds (JSON arrays of addresses). */
export const loaderAttributes = { data: "data-preload", scripts: "data-scripts" } as const

/** The page's path, on Gatsby's page-path script. */
export const pagePathAttribute = "data-page-path"
