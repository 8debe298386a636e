import React, { useEffect, useRef } from "react"
import styled from "styled-components"
import type { ServiceTimetable } from "../../../model/timetable"
import { useLocale } from "../../i18n"
import { longestStatus } from "../../i18n/status-words"
import { statusAttribute, statusLocaleAttribute } from "./attributes"
import { writeOpenStatuses } from "./write"
import { becomesIsland } from "../../hydration/deferred-hydration"

const roomAttribute = "data-room"

/**
 * Empty until the status is written into it (write.ts). Its longest text, drawn hidden under the status, sizes the
 * line at every width, so that nothing moves when it is written: no layout shift, however it wraps.
 */
const Line = styled.p`
  display: flex;
  margin: 0;
  min-height: 1.5em;
  line-height: 1.5;
  font-weight: 600;

  &::before {
    content: attr(${roomAttribute});
    visibility: hidden;
    flex: 0 0 100%;
    margin-right: -100%;
  }
`

/**
 * Whether a service is open now ("Open now, until 17:00"), worked out in the browser on Nairobi clocks from the
 * timetable the element carries (write.ts), so that a page built last week says what is true today. The HTML
 * holds no status, which would go stale.
 */
export function StatusLine({ timetable, className }: { timetable: ServiceTimetable; className?: string }) {
  const locale = useLocale()
  const carried = JSON.stringify(timetable)
  const status = useRef<HTMLParagraphElement>(null)
  // Drawn empty after a navigation: written now. The first page's are written once it has loaded (write.ts).
  useEffect(() => {
    if (!becomesIsland() && !status.current?.textContent) void writeOpenStatuses().catch(() => undefined)
  }, [carried])
  return (
    <Line
      ref={status}
      className={className}
      // Two wide letters more: a text as long may be a little wider ("Jumatatu", "Jumamosi").
      {...{ [roomAttribute]: `${longestStatus(timetable, locale)}MM` }}
      // The language the script writes it in, whatever the page's <html> says during a navigation.
      {...{ [statusAttribute]: carried, [statusLocaleAttribute]: locale }}
      // The script writes the text: React leaves what it wrote as it hydrates or draws again.
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  )
}
