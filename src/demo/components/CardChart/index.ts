export { CardChart } from "./CardChart"
