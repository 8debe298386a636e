import React from "react"
import styled from "styled-components"
import { TableCard } from "../CardShell"
import { InitialsAvatar } from "../InitialsAvatar"
import { ProgressBar } from "../ProgressBar"
import { Dropdown, demoMenuItems } from "../Dropdown"
import { MoreIcon } from "../AdminIcons"
import { VisuallyHidden } from "../../../site/components/VisuallyHidden"
import { formatUsd } from "./format"
import { theme } from "../../../site/theme"
import { statusColor } from "../../theme"

export type ProjectRow = Pick<Queries.ProjectRow, "project" | "budget" | "status" | "users" | "completion">

const Status = styled.span<{ $color: string; $dark?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-weight: 600;
  text-transform: capitalize;
  /* On the dark card the text stays light for contrast; the dot carries the colour. */
  color: ${({ $color, $dark }) => ($dark ? theme.colors.onDark : $color)};

  &::before {
    content: "";
    width: ${theme.space(2)};
    height: ${theme.space(2)};
    border-radius: ${theme.radius.round};
    background: ${({ $color }) => $color};
  }
`

const Avatars = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-left: -${theme.space(3)};
  }
  li > span {
    border: 2px solid ${theme.colors.surface};
  }
`

const Completion = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
`

const columns = [
  "Project",
  "Budget",
  "Status",
  "Users",
  "Completion",
  <VisuallyHidden key="actions">Actions</VisuallyHidden>,
]

interface CardTableProps {
  title: string
  rows: readonly ProjectRow[]
  /** Light text on a dark card instead of dark text on a white one. */
  dark?: boolean
}

/** The demo projects table: budget, status, team, completion and an action menu per row. */
export function CardTable({ title, rows, dark }: CardTableProps) {
  return (
    <TableCard title={title} columns={columns} dark={dark}>
      {rows.map(row => (
        <ProjectTableRow key={row.project} row={row} dark={dark} />
      ))}
    </TableCard>
  )
}

function ProjectTableRow({ row, dark }: { row: ProjectRow; dark?: boolean }) {
  const color = statusColor(row.status)
  return (
    <tr>
      <th scope="row">{row.project}</th>
      <td>{formatUsd(row.budget)}</td>
      <td>
        <Status $color={color} $dark={dark}>
          {row.status}
        </Status>
      </td>
      <td>
        <Avatars aria-label={`Users of ${row.project}`}>
          {row.users.map(name => (
            <li key={name}>
              <InitialsAvatar name={name} size={32} />
            </li>
          ))}
        </Avatars>
      </td>
      <td>
        <Completion>
          <span>{row.completion}%</span>
          <ProgressBar
            value={row.completion}
            color={color}
            trackColor={dark ? theme.colors.muted : theme.colors.border}
            label={`Completion of ${row.project}`}
          />
        </Completion>
      </td>
      <td>
        <Dropdown label={`Actions for ${row.project}`} items={demoMenuItems}>
          <MoreIcon />
        </Dropdown>
      </td>
    </tr>
  )
}
