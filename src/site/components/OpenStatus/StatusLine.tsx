import React, { useEffect, useRef } from "react"
import type { ServiceTimetable } from "../../../model/timetable"
import { useLocale } from "../../i18n"
import { statusAttribute, statusLocaleAttribute } from "./attributes"
import { writeOpenStatuses } from "./write"
import { becomesIsland } from "../../hydration/deferred-hydration"

/** One line, kept empty until the status is written into it (write.ts), so that nothing moves when it is. */
const line = { margin: 0, minHeight: "1.5em", lineHeight: 1.5, fontWeight: 600 }

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
    <p
      ref={status}
      className={className}
      style={line}
      // The language the script writes it in, whatever the page's <html> says during a navigation.
      {...{ [statusAttribute]: carried, [statusLocaleAttribute]: locale }}
      // The script writes the text: React leaves what it wrote as it hydrates or draws again.
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  )
}
