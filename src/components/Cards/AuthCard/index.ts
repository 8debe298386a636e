export { AuthCard } from "./AuthCard"
