import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { theme } from "../../theme"
import { useDictionary } from "../../i18n"
import { searchIgnore } from "../../../model/search"

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  list-style: none;
  li + li::before {
    content: "›";
    margin: 0 ${theme.space(2)};
    color: ${theme.colors.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.sizes.touchTarget}px;
    font-weight: 600;
  }
`

export interface Crumb {
  label: string
  /** The page's path; the last crumb is the page itself and has none. */
  to?: string
}

/** Where the page sits, from the home page down to itself, which is marked as the current page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const words = useDictionary().breadcrumb
  return (
    <nav aria-label={words.label} {...searchIgnore}>
      <List>
        {items.map(item => (
          <li key={item.label}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </List>
    </nav>
  )
}
