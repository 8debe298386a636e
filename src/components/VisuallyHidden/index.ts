export { VisuallyHidden } from "./VisuallyHidden"
