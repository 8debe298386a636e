export { Dropdown, demoMenuItems } from "./Dropdown"
export type { DropdownItem } from "./Dropdown"
