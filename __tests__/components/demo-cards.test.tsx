import React from "react"
import { screen, within } from "@testing-library/react"
import { renderWithTheme } from "../support/render"
import { readFixtureItems } from "../support/fixtures"
import { theme } from "../../src/site/theme"
import { StatCard, StatCardProps } from "../../src/demo/components/StatCard"
import { CardTable, ProjectRow, formatUsd } from "../../src/demo/components/CardTable"
import { chartYears, describeChart } from "../../src/demo/components/CardChart/describe"
import { accents } from "../../src/demo/theme"

const card: StatCardProps = {
  subtitle: "Traffic",
  title: "350,897",
  arrow: "up",
  percent: 3.48,
  percentColor: "emerald",
  description: "Since last month",
  icon: "chart-bar",
  iconColor: "red",
}

describe("StatCard", () => {
  test("shows its figures, an up arrow and the percent in its colour", () => {
    renderWithTheme(<StatCard {...card} />)
    expect(screen.getByRole("heading", { name: "Traffic" })).toBeInTheDocument()
    expect(screen.getByText("350,897")).toBeInTheDocument()
    expect(screen.getByText("Since last month")).toBeInTheDocument()
    const percent = screen.getByText("3.48%")
    expect(percent).toHaveTextContent("Up")
    expect(percent).toHaveStyle({ color: accents.emerald })
  })

  test("a falling figure gets a down arrow and its own colour; the icon circle takes the icon colour", () => {
    const { container } = renderWithTheme(
      <StatCard {...card} arrow="down" percentColor="red" iconColor="sky" percent={1.1} />,
    )
    const percent = screen.getByText("1.1%")
    expect(percent).toHaveTextContent("Down")
    expect(percent).not.toHaveTextContent("Up")
    expect(percent).toHaveStyle({ color: accents.red })
    const iconCircle = container.querySelector("svg")?.parentElement
    expect(iconCircle).toHaveStyle({ background: accents.sky })
  })
})

describe("formatUsd", () => {
  test.each([
    [2500, "$2,500"],
    [1800, "$1,800"],
    [3150, "$3,150"],
    [4400, "$4,400"],
    [0, "$0"],
  ])("%d → %s", (amount, text) => {
    expect(formatUsd(amount)).toBe(text)
  })
})

describe("CardTable", () => {
  const rows = readFixtureItems<ProjectRow>("demo/projects.yaml")
  const expected: Record<string, string> = {
    pending: accents.orange,
    completed: accents.emerald,
    delayed: accents.red,
    "on schedule": accents.teal,
  }

  test("each row shows its budget in dollars and its completion as a progress bar", () => {
    renderWithTheme(<CardTable title="Card Tables" rows={rows} />)
    for (const row of rows) {
      const tr = screen.getByRole("row", { name: new RegExp(row.project) })
      expect(within(tr).getByText(formatUsd(row.budget))).toBeInTheDocument()
      const bar = within(tr).getByRole("progressbar", { name: `Completion of ${row.project}` })
      expect(bar).toHaveAttribute("aria-valuenow", String(row.completion))
      expect(bar).toHaveAttribute("aria-valuemin", "0")
      expect(bar).toHaveAttribute("aria-valuemax", "100")
      for (const user of row.users) expect(within(tr).getByText(user)).toBeInTheDocument()
      expect(within(tr).getByRole("button", { name: `Actions for ${row.project}` })).toBeInTheDocument()
    }
  })

  test.each(Object.entries(expected))("a %s row colours its status and its progress bar alike", (status, color) => {
    const row = rows.find(r => r.status === status)!
    renderWithTheme(<CardTable title="Card Tables" rows={[row]} />)
    const tr = screen.getByRole("row", { name: new RegExp(row.project) })
    expect(within(tr).getByText(status)).toHaveStyle({ color })
    const fill = within(tr).getByRole("progressbar").firstElementChild
    expect(fill).toHaveStyle({ background: color, width: `${row.completion}%` })
  })

  test("the dark table keeps the status text light and colours only its dot and bar", () => {
    const row = rows.find(r => r.status === "delayed")!
    renderWithTheme(<CardTable title="Card Tables" rows={[row]} dark />)
    expect(screen.getByText("delayed")).toHaveStyle({ color: theme.colors.onDark })
    expect(screen.getByRole("progressbar").firstElementChild).toHaveStyle({ background: accents.red })
  })
})

describe("the charts' text alternative", () => {
  const series = {
    overline: "Overview",
    title: "Sales value",
    labels: ["January", "February", "March"],
    current: [65, 78, 66],
    previous: [40, 68, 86],
  }

  test("names this year and last year from today's date", () => {
    expect(chartYears(new Date(2031, 2, 5))).toEqual({ current: 2031, previous: 2030 })
  })

  test("reads the kind of chart, its title, its span and every figure of both years", () => {
    expect(describeChart("line", series, { current: 2031, previous: 2030 })).toBe(
      "Line chart of sales value, January to March. 2031: January 65, February 78, March 66. " +
        "2030: January 40, February 68, March 86.",
    )
    expect(describeChart("bar", series, { current: 2031, previous: 2030 })).toMatch(/^Bar chart of sales value/)
  })
})
