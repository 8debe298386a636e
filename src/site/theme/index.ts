export { layoutBreakpoints, theme } from "./theme"
export type { PerBreakpoint } from "./theme"
export { GlobalStyle } from "./global-style"
export { disclosed, ghostButton, dropDownPanel, iconButton, popoverMenu, visuallyHidden } from "./mixins"
