export { theme, breakpoints, up } from "./theme"
export type { Theme, Breakpoint } from "./theme"
export { GlobalStyle } from "./global-style"
export { disclosed, ghostButton, dropDownPanel, iconButton } from "./mixins"
