export { PublicLayout } from "./PublicLayout"
