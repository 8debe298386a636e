export { TopBar } from "./TopBar"
