export { BaseLayout } from "./BaseLayout"
