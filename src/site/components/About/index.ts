export { About } from "./About"
