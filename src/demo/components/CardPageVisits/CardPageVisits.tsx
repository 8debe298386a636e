import React from "react"
import styled from "styled-components"
import { TableCard } from "../CardShell"
import { ArrowDownIcon, ArrowUpIcon } from "../AdminIcons"
import { VisuallyHidden } from "../../../site/components/VisuallyHidden"
import { theme } from "../../../site/theme"
import { accentColor } from "../../theme"

export type PageVisitRow = Pick<
  Queries.PageVisit,
  "page" | "visitors" | "uniqueUsers" | "bounceRate" | "trend" | "trendColor"
>

const number = new Intl.NumberFormat("en-US")
const columns = ["Page name", "Visitors", "Unique users", "Bounce rate"]

const Trend = styled.span<{ $accent: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  svg {
    color: ${({ $accent }) => accentColor($accent)};
  }
`

/** The dashboard's sample table of the most visited pages. */
export function CardPageVisits({ rows }: { rows: readonly PageVisitRow[] }) {
  return (
    <TableCard title="Page visits" columns={columns}>
      {rows.map(row => {
        const Arrow = row.trend === "up" ? ArrowUpIcon : ArrowDownIcon
        return (
          <tr key={row.page}>
            <th scope="row">{row.page}</th>
            <td>{number.format(row.visitors)}</td>
            <td>{number.format(row.uniqueUsers)}</td>
            <td>
              <Trend $accent={row.trendColor}>
                <Arrow size={14} />
                <VisuallyHidden>{row.trend === "up" ? "Up" : "Down"}</VisuallyHidden>
                {row.bounceRate}%
              </Trend>
            </td>
          </tr>
        )
      })}
    </TableCard>
  )
}
