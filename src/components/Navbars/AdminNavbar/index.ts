export { AdminNavbar } from "./AdminNavbar"
