export { ProgressBar } from "./ProgressBar"
