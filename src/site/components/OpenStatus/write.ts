/**
 * Writes every service's status on the page, and hides the special days that have passed from its tables of hours:
 * the code comes once the page has loaded and the phone is idle (gatsby-browser.tsx), first among the code fetched
 * ahead, so that no page's first load carries it; after a navigation, as OpenStatus draws the new page's. Until it
 * runs, a status keeps its line empty, and the hours say it all.
 */
export const writeOpenStatuses = () =>
  import(/* webpackChunkName: "block-open-status" */ "./status-text").then(code => code.writeStatuses(document))
