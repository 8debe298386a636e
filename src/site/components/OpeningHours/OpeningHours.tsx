import React from "react"
import styled from "styled-components"
import { useLocale } from "../../i18n"
import { OpeningTimes, formatDays, formatTimes } from "./hours"
import { theme } from "../../theme"

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
`

/** A service's opening hours, one line per group of days: "Monday to Friday  08:00–17:00". */
export function OpeningHours({ times, className }: { times: readonly OpeningTimes[]; className?: string }) {
  const locale = useLocale()
  return (
    <List className={className}>
      {times.map(line => (
        <React.Fragment key={`${line.days.join()}-${line.opens}`}>
          <dt>{formatDays(line.days, locale)}</dt>
          <dd>{formatTimes(line, locale)}</dd>
        </React.Fragment>
      ))}
    </List>
  )
}
