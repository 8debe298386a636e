import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useDictionary } from "../../i18n"
import { ArrowBackIcon, ArrowNextIcon } from "../Icons"
import { theme } from "../../theme"

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  margin-top: ${theme.space(10)};
`

const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: ${theme.sizes.touchTarget}px;
  font-weight: 600;
`

/** Holds the place of a missing link, so "Page 2 of 5" stays in the middle. */
const Gap = styled.span`
  min-width: 1px;
`

export interface PaginationProps {
  /** 1 for the first page. */
  current: number
  count: number
  /** The address of page `n`. */
  pathOf: (page: number) => string
  /** What the pages hold, for screen readers: "News pages". */
  label: string
  /** The links to the page before and after, e.g. "Newer articles" and "Older articles". */
  previousLabel: string
  nextLabel: string
}

/** The page before and the page after in a list of pages, with "Page 2 of 5" between them. */
export function Pagination({ current, count, pathOf, label, previousLabel, nextLabel }: PaginationProps) {
  const words = useDictionary().pagination
  if (count <= 1) return null
  return (
    <Nav aria-label={label}>
      {current > 1 ? (
        <PageLink to={pathOf(current - 1)} rel="prev">
          <ArrowBackIcon /> {previousLabel}
        </PageLink>
      ) : (
        <Gap />
      )}
      <span>{words.pageOf(current, count)}</span>
      {current < count ? (
        <PageLink to={pathOf(current + 1)} rel="next">
          {nextLabel} <ArrowNextIcon />
        </PageLink>
      ) : (
        <Gap />
      )}
    </Nav>
  )
}
