import React from "react"
import styled from "styled-components"
import { theme } from "../../theme"
import { formatDate, useLocale } from "../../i18n"

const Time = styled.time`
  display: block;
  margin-bottom: ${theme.space(2)};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSize.small};
`

/**
 * An article's date, as every view of an article shows it: in words in the page's language ("18 September 2026",
 * "18 Septemba 2026"), with `dateTime` carrying the ISO date.
 */
export function ArticleDate({ isoDate, className }: { isoDate: string; className?: string }) {
  const locale = useLocale()
  return (
    <Time className={className} dateTime={isoDate}>
      {formatDate(isoDate, locale)}
    </Time>
  )
}
