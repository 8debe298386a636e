export { Button } from "./Button"
