export { Insurers } from "./Insurers"
