export { Location } from "./Location"
