/** The two years the demo charts compare: this year and last, from today's date. */
export function chartYears(today: Date = new Date()): { current: number; previous: number } {
  const current = today.getFullYear()
  return { current, previous: current - 1 }
}

export type ChartSeries = Pick<Queries.Chart, "overline" | "title" | "labels" | "current" | "previous">

/** "Line chart of sales value, January to July. 2026: January 65, …" : what a screen reader reads instead of the drawing. */
export function describeChart(kind: "line" | "bar", series: ChartSeries, years = chartYears()): string {
  const values = (data: readonly number[]) => series.labels.map((label, i) => `${label} ${data[i]}`).join(", ")
  return `${kind === "line" ? "Line" : "Bar"} chart of ${series.title.toLowerCase()}, ${series.labels[0]} to ${
    series.labels[series.labels.length - 1]
  }. ${years.current}: ${values(series.current)}. ${years.previous}: ${values(series.previous)}.`
}
