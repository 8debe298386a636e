/**
 * When a notice shows: inside its window, unless the visitor dismissed it during this visit. The page decides
 * twice with the same attributes: an inline script right after the notices, before the first paint
 * (src/inline/notices.ts), and the component itself when React draws a page after a navigation (Notices.tsx).
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

/** Remembers for the visit that the visitor dismissed the notice `slug`. */
export const rememberDismissed = (slug: string, visit = visitStorage()) => visit?.setItem(dismissedKey(slug), "1")

export const isShown = (notice: { slug: string; start: number; end: number }, now: number, visit?: Storage) =>
  notice.start <= now && now < notice.end && !visit?.getItem(dismissedKey(notice.slug))
