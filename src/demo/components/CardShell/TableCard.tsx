import React, { useId } from "react"
import { CardHeader, CardShell, CardTitle, Table, TableScroll } from "./CardShell"

interface TableCardProps {
  title: string
  /** Column headings, left to right; a node, so one can be visually hidden. */
  columns: readonly React.ReactNode[]
  /** Light text on a dark card instead of dark text on a white one. */
  dark?: boolean
  /** The body rows. */
  children: React.ReactNode
}

/**
 * A titled card holding one table that scrolls sideways on a narrow screen; the scroller and the table take
 * the title as their name. The card itself stays unnamed: two tables may share a title ('Card Tables'),
 * and two landmarks may not.
 */
export function TableCard({ title, columns, dark, children }: TableCardProps) {
  const titleId = useId()
  return (
    <CardShell $dark={dark}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
      </CardHeader>
      <TableScroll aria-labelledby={titleId}>
        <Table $dark={dark} aria-labelledby={titleId}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th scope="col" key={index}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </Table>
      </TableScroll>
    </CardShell>
  )
}
