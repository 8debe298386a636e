export { theme } from "./theme"
export { GlobalStyle } from "./global-style"
export { disclosed, ghostButton, dropDownPanel, iconButton, popoverMenu, visuallyHidden } from "./mixins"
