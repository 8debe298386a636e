export { OpenStatus } from "./OpenStatus"
export { StatusLine } from "./StatusLine"
export { writeOpenStatuses } from "./write"
