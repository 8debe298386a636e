import React from "react"
import styled from "styled-components"
import { TableCard } from "../CardShell"
import { ProgressBar } from "../ProgressBar"
import { theme } from "../../../site/theme"
import { accentColor } from "../../theme"

export type SocialTrafficRow = Pick<Queries.SocialTraffic, "referral" | "visitors" | "percent" | "color">

const number = new Intl.NumberFormat("en-US")
const columns = ["Referral", "Visitors", "Share"]

const Share = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
`

/** The dashboard's sample table of visitors arriving from social networks. */
export function CardSocialTraffic({ rows }: { rows: readonly SocialTrafficRow[] }) {
  return (
    <TableCard title="Social traffic" columns={columns}>
      {rows.map(row => (
        <tr key={row.referral}>
          <th scope="row">{row.referral}</th>
          <td>{number.format(row.visitors)}</td>
          <td>
            <Share>
              <span>{row.percent}%</span>
              <ProgressBar
                value={row.percent}
                color={accentColor(row.color)}
                trackColor={theme.colors.border}
                label={`Share of visitors from ${row.referral}`}
              />
            </Share>
          </td>
        </tr>
      ))}
    </TableCard>
  )
}
