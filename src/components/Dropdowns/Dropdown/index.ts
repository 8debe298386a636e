export { Dropdown } from "./Dropdown"
export type { DropdownItem } from "./Dropdown"
