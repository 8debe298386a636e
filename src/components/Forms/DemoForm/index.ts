export { DemoForm } from "./DemoForm"
