export { ExpandableText } from "./ExpandableText"
