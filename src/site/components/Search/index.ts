export { SearchControl } from "./SearchControl"
export { SearchMetaTags } from "./SearchMetaTags"
