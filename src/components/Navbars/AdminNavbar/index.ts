export { AdminNavbar, demoMenuItems } from "./AdminNavbar"
