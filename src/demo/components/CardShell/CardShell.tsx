import styled from "styled-components"
import { cardSurface } from "../../../site/components/Card"
import { theme } from "../../../site/theme"

/** The white (or dark) rounded card every demo panel sits in. */
export const CardShell = styled.section<{ $dark?: boolean }>`
  ${cardSurface}
  min-width: 0;
  margin-bottom: ${theme.space(6)};
  ${({ $dark }) => $dark && `background: ${theme.colors.dark};`}
  color: ${({ $dark }) => ($dark ? theme.colors.onDark : theme.colors.text)};
`

export const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)} ${theme.space(6)};
`

export const CardTitle = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`

export const Overline = styled.p`
  margin: 0;
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  color: inherit;
  opacity: 0.85;
`

/**
 * Wide tables scroll sideways inside their card; the page itself never gets wider than the screen.
 * Focusable, so keyboard users can scroll it too; name it with aria-labelledby.
 */
export const TableScroll = styled.div.attrs({ tabIndex: 0, role: "group" })`
  /* Positioned, so screen-reader-only text inside is clipped with the table instead of widening the page. */
  position: relative;
  overflow-x: auto;
  padding-bottom: ${theme.space(2)};
  border-bottom-left-radius: ${theme.radius.card};
  border-bottom-right-radius: ${theme.radius.card};
`

export const Table = styled.table<{ $dark?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;
  white-space: nowrap;

  th,
  td {
    padding: ${theme.space(3)} ${theme.space(4)};
    text-align: left;
    vertical-align: middle;
  }
  th:first-child {
    padding-left: ${theme.space(6)};
  }

  thead th {
    font-size: 0.75rem;
    font-weight: 700;
    text-transform: uppercase;
    background: ${({ $dark }) => ($dark ? theme.colors.text : theme.colors.background)};
    color: ${({ $dark }) => ($dark ? theme.colors.onDark : theme.colors.muted)};
  }

  tbody tr + tr {
    border-top: 1px solid ${({ $dark }) => ($dark ? theme.colors.text : theme.colors.border)};
  }
  tbody th {
    font-weight: 700;
  }
`
