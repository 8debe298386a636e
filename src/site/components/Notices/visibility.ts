/**
 * When a notice shows: inside its window, unless the visitor dismissed it during this visit. The page decides
 * twice with the same attributes: an inline script right after the notices, before the first paint (noticesScript),
 * and the component itself when React draws a page after a navigation (Notices.tsx).
 */

/** The attributes each notice carries: its file's name and its window in milliseconds since 1970. */
export const noticeAttributes = { slug: "data-notice", start: "data-start", end: "data-end" } as const

/** Where a dismissal is remembered for the visit (sessionStorage), by the notice's file name. */
export const dismissedKey = (slug: string) => `notice-dismissed:${slug}`

/** sessionStorage, or none where the browser refuses it (some private modes throw on reading it). */
export function visitStorage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

export const isShown = (notice: { slug: string; start: number; end: number }, now: number, visit?: Storage) =>
  notice.start <= now && now < notice.end && !visit?.getItem(dismissedKey(notice.slug))

/**
 * The inline script that follows the notices in the HTML: it reads each notice's window from its attributes (never
 * its words) and hides or shows it before the page is painted, and the whole band when none shows, so a page built before a notice ends stops showing it
 * after, with no rebuild, and never flashes one. Its text is the same on every page, so the Content-Security-Policy
 * allows it by one hash (src/node/inline-scripts.ts).
 */
export const noticesScript =
  `!function(s){var n=Date.now(),k,v=0;try{k=sessionStorage}catch(e){}` +
  `[].forEach.call(s.querySelectorAll("[${noticeAttributes.slug}]"),function(b){` +
  `var a=function(x){return b.getAttribute(x)};` +
  `b.hidden=!(+a("${noticeAttributes.start}")<=n&&n<+a("${noticeAttributes.end}"))` +
  `||!!(k&&k.getItem(${JSON.stringify(dismissedKey(""))}+a("${noticeAttributes.slug}")));v=v||!b.hidden});` +
  `s.hidden=!v}(document.currentScript.previousElementSibling)`
