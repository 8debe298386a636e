export { Navbar } from "./Navbar"
