export { CardShell, CardHeader, CardTitle, Overline, TableScroll, Table } from "./CardShell"
