export { AdminLayout } from "./AdminLayout"
