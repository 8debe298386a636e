export { CardShell, CardHeader, CardTitle, Overline, TableScroll, Table } from "./CardShell"
export { TableCard } from "./TableCard"
