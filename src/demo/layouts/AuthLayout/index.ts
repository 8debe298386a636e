export { AuthLayout } from "./AuthLayout"
