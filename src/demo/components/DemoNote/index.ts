export { DemoNote } from "./DemoNote"
