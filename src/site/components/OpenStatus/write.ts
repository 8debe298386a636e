/**
 * Writes the services' status on the page (status-text.ts). The code comes once the first page is idle, ahead of
 * the islands' (gatsby-browser.tsx), so no first load carries it; after a navigation, as StatusLine draws.
 */
export const writeOpenStatuses = () =>
  import(/* webpackChunkName: "block-open-status" */ "./status-text").then(code => code.writeStatuses(document))
