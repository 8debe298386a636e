export { Sidebar } from "./Sidebar"
