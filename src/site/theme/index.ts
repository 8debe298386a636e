export { theme } from "./theme"
export { GlobalStyle } from "./global-style"
export { disclosed, ghostButton, dropDownPanel, iconButton, visuallyHidden } from "./mixins"
