import { isShown, noticeAttributes, rememberDismissed, visitStorage } from "../site/components/Notices/visibility"

/*
 * Runs right after the notices' band, before the first paint: hides each notice outside its window or dismissed
 * during this visit, and the whole band when none shows, so that a page built before a notice ends stops showing
 * it after, with no rebuild, and never flashes one. It reads the windows from the attributes, never the words.
 */
const band = (document.currentScript as HTMLScriptElement).previousElementSibling as HTMLElement
const now = Date.now()
const visit = visitStorage()
let anyShown = false
band.querySelectorAll<HTMLElement>(`[${noticeAttributes.slug}]`).forEach(notice => {
  const read = (name: string) => notice.getAttribute(name) as string
  const { slug, start, end } = noticeAttributes
  notice.hidden = !isShown({ slug: read(slug), start: +read(start), end: +read(end) }, now, visit)
  anyShown = anyShown || !notice.hidden
})
band.hidden = !anyShown
// A Dismiss tapped is remembered for the visit at once, whether the notices' code has come or not.
band.addEventListener("change", event => {
  const box = event.target as HTMLInputElement
  const notice = box.checked ? box.closest(`[${noticeAttributes.slug}]`)?.getAttribute(noticeAttributes.slug) : null
  if (notice) rememberDismissed(notice, visit)
})
