import React from "react"
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from "chart.js"
import { Bar, Line } from "react-chartjs-2"
import styled from "styled-components"
import { CardHeader, CardShell, CardTitle, Overline } from "../CardShell"
import { ChartSeries, chartYears, describeChart } from "./describe"
import { theme } from "../../../site/theme"
import { accents } from "../../theme"

// Only the parts these two charts draw, so the dashboard's script stays small.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Tooltip, Legend)

/** Height of the drawing area in px (theme.sizes has no chart entry yet). */
const chartHeight = 340

const Canvas = styled.div`
  position: relative;
  height: ${chartHeight}px;
  padding: 0 ${theme.space(4)} ${theme.space(4)};
`

/** A dashboard chart of this year against last year: a line (sales) or bars (orders). */
export function CardChart({ kind, series }: { kind: "line" | "bar"; series: ChartSeries }) {
  const years = chartYears()
  const data = {
    labels: [...series.labels],
    datasets: [
      {
        label: String(years.current),
        data: [...series.current],
        backgroundColor: theme.colors.primary,
        borderColor: theme.colors.primary,
      },
      {
        label: String(years.previous),
        data: [...series.previous],
        backgroundColor: accents.pink,
        borderColor: accents.pink,
      },
    ],
  }
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: { legend: { position: "bottom" as const, labels: { color: theme.colors.text } } },
    scales: {
      x: { ticks: { color: theme.colors.muted }, grid: { display: false } },
      y: { ticks: { color: theme.colors.muted }, grid: { color: theme.colors.border } },
    },
  }
  const label = describeChart(kind, series, years)
  return (
    <CardShell aria-label={series.title}>
      <CardHeader>
        <div>
          <Overline>{series.overline}</Overline>
          <CardTitle>{series.title}</CardTitle>
        </div>
      </CardHeader>
      <Canvas>
        {kind === "line" ? (
          <Line data={data} options={options} role="img" aria-label={label} />
        ) : (
          <Bar data={data} options={options} role="img" aria-label={label} />
        )}
      </Canvas>
    </CardShell>
  )
}
