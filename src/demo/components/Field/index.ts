export { Field } from "./Field"
