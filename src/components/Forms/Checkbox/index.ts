export { Checkbox } from "./Checkbox"
