import React, { useEffect, useLayoutEffect, useState } from "react"
import styled from "styled-components"
import { Notice, useNotices } from "../../hooks/use-notices"
import { useDictionary, useLocale } from "../../i18n"
import { englishPath, localizedPath } from "../../../model/routes"
import type { Locale } from "../../../model/locales"
import { iconButton, theme, visuallyHidden } from "../../theme"
import { VisuallyHidden } from "../VisuallyHidden"
import { isShown, noticeAttributes, rememberDismissed, visitStorage } from "./visibility"

/** Dismiss is a checkbox, drawn as its label: checked, the notice goes, with no script (the script remembers it). */
const DismissSwitch = styled.input`
  ${visuallyHidden}
`

const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  /* Coloured edge to edge, its text in the page's column. */
  padding: ${theme.space(2)}
    max(${theme.space(4)}, calc((100% - ${theme.sizes.contentWidth}px) / 2 + ${theme.space(4)}));
  background: ${theme.colors.primaryLight};
  color: ${theme.colors.text};
  &[data-level="urgent"] {
    background: ${theme.colors.danger};
    color: ${theme.colors.surface};
  }
  &[hidden],
  &:has(${DismissSwitch}:checked) {
    display: none;
  }
  p {
    flex: 1;
    margin: 0;
  }
  a {
    color: inherit;
    font-weight: 600;
  }
`

const Dismiss = styled.label`
  ${iconButton}
  color: inherit;
  font-size: ${theme.fontSize.glyph};
  line-height: 1;
  &:has(:focus-visible) {
    outline: 2px solid currentColor;
  }
`

// Decided before the browser paints; the server has no paint, and nothing to decide.
const useBeforePaint = typeof window === "undefined" ? useEffect : useLayoutEffect

/** A path of this site leads to the page in the banner's language (/visiting-hours/ → /sw/visiting-hours/). */
const linkIn = (locale: Locale, link: string) =>
  link.startsWith("/") ? localizedPath(locale, englishPath(link)) : link

/**
 * Staff notices (content/notices/, special days) as bands: urgent as an alert, information as a status. Server HTML, an
 * inline script before first paint and React after navigation each re-decide what shows, so there is no layout shift.
 * Dismissal works without script on this page, and with it for the rest of the visit.
 */
export function Notices() {
  const notices = useNotices()
  const locale = useLocale()
  const words = useDictionary().notices
  const [shown, setShown] = useState(() => notices.map(notice => notice.shownAtBuild))
  useBeforePaint(() => {
    const now = Date.now()
    // A Dismiss tapped before this code arrived is in the visit's storage already (src/inline/notices.ts).
    setShown(notices.map(notice => isShown(notice, now, visitStorage())))
  }, [notices])
  if (notices.length === 0) return null
  const dismiss = (notice: Notice) => {
    rememberDismissed(notice.slug)
    setShown(notices.map((other, index) => other !== notice && shown[index]))
  }
  return (
    <>
      <section aria-label={words.label} hidden={!shown.some(Boolean)}>
        {notices.map((notice, index) => (
          <Banner
            key={notice.slug}
            role={notice.level === "urgent" ? "alert" : "status"}
            data-level={notice.level}
            hidden={!shown[index]}
            {...{
              [noticeAttributes.slug]: notice.slug,
              [noticeAttributes.start]: notice.start,
              [noticeAttributes.end]: notice.end,
            }}
          >
            <p>
              {notice.message[locale]}
              {notice.link && (
                <>
                  {" "}
                  <a href={linkIn(locale, notice.link)}>{words.more}</a>
                </>
              )}
            </p>
            <Dismiss>
              <DismissSwitch type="checkbox" onChange={event => event.currentTarget.checked && dismiss(notice)} />
              <span aria-hidden="true">×</span>
              <VisuallyHidden>{words.dismiss}</VisuallyHidden>
            </Dismiss>
          </Banner>
        ))}
      </section>
      <script dangerouslySetInnerHTML={{ __html: NOTICES_SCRIPT }} />
    </>
  )
}
