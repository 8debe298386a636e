export { CardChart } from "./CardChart"
export { chartYears, describeChart } from "./describe"
export type { ChartSeries } from "./describe"
