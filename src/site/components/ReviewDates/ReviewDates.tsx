import React from "react"
import styled from "styled-components"
import { theme } from "../../theme"
import { formatDate, useDictionary, useLocale } from "../../i18n"
import { searchIgnore } from "../../../model/search"

const Line = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSize.small};
  > span {
    display: inline-block;
    margin-right: ${theme.space(4)};
  }
`

/** Health articles and service pages both carry the two dates: YYYY-MM-DD, from the content file. */
export type ReviewDatesProps = Pick<Queries.HealthArticle | Queries.ServicePage, "reviewed" | "nextReview">

/**
 * When a clinician last checked a page's health advice and when it is due again, in words in the page's language,
 * with `dateTime` carrying the ISO dates. Left out of search: nobody looks for a page by its dates, and they would
 * run into its excerpts.
 */
export function ReviewDates({ reviewed, nextReview }: ReviewDatesProps) {
  const locale = useLocale()
  const words = useDictionary().review
  return (
    <Line {...searchIgnore}>
      <span>
        {words.reviewed} <time dateTime={reviewed}>{formatDate(reviewed, locale)}</time>
      </span>
      <span>
        {words.nextReview} <time dateTime={nextReview}>{formatDate(nextReview, locale)}</time>
      </span>
    </Line>
  )
}
