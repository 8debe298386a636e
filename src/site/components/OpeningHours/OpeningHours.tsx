import React from "react"
import styled from "styled-components"
import { formatDate, useDictionary, useLocale } from "../../i18n"
import { OpeningTimes, formatDays, formatTimes } from "./hours"
import { theme } from "../../theme"
import type { ServiceTimetable } from "../../../model/timetable"
import { shownSpecialDays, specialDayAttribute } from "../OpenStatus/attributes"

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    /* "08:00–17:00" is read as one; the days beside it wrap instead. */
    white-space: nowrap;
  }
  /* A special day's pair of lines, which the page's script hides once the day has passed. */
  div {
    display: contents;
  }
  div[hidden] {
    display: none;
  }
`

/**
 * A service's opening hours, one line per group of days: "Monday to Friday  08:00–17:00"; then the next three
 * special days (`special`, from its timetable) that change them: "Jamhuri Day, 12 December 2026  Closed". The page's script hides a
 * special day once it has passed (OpenStatus/write.ts).
 */
export function OpeningHours({
  times,
  special = [],
  className,
}: {
  times: readonly OpeningTimes[]
  special?: ServiceTimetable["special"]
  className?: string
}) {
  const locale = useLocale()
  const words = useDictionary().hours
  return (
    <List className={className}>
      {times.map(line => (
        <React.Fragment key={`${line.days.join()}-${line.opens}`}>
          <dt>{formatDays(line.days, locale)}</dt>
          <dd>{formatTimes(line, locale)}</dd>
        </React.Fragment>
      ))}
      {special.map(([date, name, opens, closes], index) => (
        <div key={date} {...{ [specialDayAttribute]: date }} hidden={index >= shownSpecialDays}>
          <dt>
            {name}, {formatDate(date, locale)}
          </dt>
          <dd>{opens && closes ? formatTimes({ opens, closes }, locale) : words.closed}</dd>
        </div>
      ))}
    </List>
  )
}
