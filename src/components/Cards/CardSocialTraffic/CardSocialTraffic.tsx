import React from "react"
import styled, { useTheme } from "styled-components"
import { CardHeader, CardShell, CardTitle, Table, TableScroll } from "../CardShell"
import { ProgressBar } from "../../ProgressBar"

export interface SocialTrafficRow {
  referral: string
  visitors: number
  percent: number
  color: string
}

const number = new Intl.NumberFormat("en-US")

const Share = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`

/** The dashboard's sample table of visitors arriving from social networks. */
export function CardSocialTraffic({ rows }: { rows: readonly SocialTrafficRow[] }) {
  const theme = useTheme()
  return (
    <CardShell aria-labelledby="social-traffic-title">
      <CardHeader>
        <CardTitle id="social-traffic-title">Social traffic</CardTitle>
      </CardHeader>
      <TableScroll aria-labelledby="social-traffic-title">
        <Table aria-labelledby="social-traffic-title">
          <thead>
            <tr>
              <th scope="col">Referral</th>
              <th scope="col">Visitors</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(row => (
              <tr key={row.referral}>
                <th scope="row">{row.referral}</th>
                <td>{number.format(row.visitors)}</td>
                <td>
                  <Share>
                    <span>{row.percent}%</span>
                    <ProgressBar
                      value={row.percent}
                      color={theme.accentColor(row.color)}
                      trackColor={theme.colors.border}
                      label={`Share of visitors from ${row.referral}`}
                    />
                  </Share>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </CardShell>
  )
}
