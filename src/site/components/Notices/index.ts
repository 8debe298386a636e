export { Notices } from "./Notices"
