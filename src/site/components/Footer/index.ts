export { Footer } from "./Footer"
