export { SearchControl } from "./SearchControl"
