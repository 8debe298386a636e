export { DemoForm, demoMessage } from "./DemoForm"
