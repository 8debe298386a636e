export { OpenStatus } from "./OpenStatus"
