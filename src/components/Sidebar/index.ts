export { Sidebar, sidebarGroups } from "./Sidebar"
