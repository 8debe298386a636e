export { theme, breakpoints, up } from "./theme"
export type { Theme, Breakpoint } from "./theme"
export { GlobalStyle } from "./global-style"
export { ghostButton, dropDownPanel } from "./mixins"
