export { LanguageSwitch } from "./LanguageSwitch"
