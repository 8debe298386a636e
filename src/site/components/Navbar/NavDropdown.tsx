import React, { useCallback, useId, useRef, useState } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useDismiss } from "../../hooks"
import { ChevronDownIcon } from "../Icons"
import { NavButton, fullBar } from "./nav-styles"
import { disclosed, theme } from "../../theme"

const Wrapper = styled.div`
  position: relative;
`

/** Points up while its button's menu is open. */
const Chevron = styled(ChevronDownIcon)`
  [aria-expanded="true"] > & {
    transform: rotate(180deg);
  }
  transition: transform 0.15s;
`

const Panel = styled.div`
  ${disclosed}
  padding: ${theme.space(2)} 0 ${theme.space(2)} ${theme.space(3)};
  ${fullBar} {
    position: absolute;
    top: calc(100% + ${theme.space(2)});
    left: 0;
    z-index: ${theme.layers.dropdown};
    min-width: 14rem;
    padding: ${theme.space(3)} ${theme.space(4)};
    background: ${theme.colors.surface};
    border-radius: ${theme.radius.card};
    box-shadow: ${theme.shadow.raised};
  }
`

const GroupTitle = styled.p`
  margin: ${theme.space(2)} 0 ${theme.space(1)};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSize.overline};
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  &:first-child {
    margin-top: 0;
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

const PageLink = styled(Link)`
  display: block;
  padding: ${theme.space(2)} ${theme.space(2)};
  border-radius: ${theme.radius.small};
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.primaryLight};
  }
`

export interface NavDropdownGroup {
  /** Shown above the group's links; a dropdown with one group needs none. */
  title?: string
  links: readonly { label: string; to: string }[]
}

export interface NavDropdownProps {
  label: string
  groups: readonly NavDropdownGroup[]
  /** The links' language, when it is not the page's. */
  lang?: string
}

/** A dropdown of the navbar: opens on click, closes on Escape, a click outside or a followed link. */
export function NavDropdown({ label, groups, lang }: NavDropdownProps) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const id = useId()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(ref, open, close)
  return (
    <Wrapper ref={ref}>
      <NavButton type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(value => !value)}>
        {label} <Chevron />
      </NavButton>
      <Panel id={id} data-open={open || undefined} lang={lang}>
        {groups.map((group, index) => (
          <div
            key={group.title ?? index}
            role={group.title ? "group" : undefined}
            aria-labelledby={group.title ? `${id}-${index}` : undefined}
          >
            {group.title && <GroupTitle id={`${id}-${index}`}>{group.title}</GroupTitle>}
            <List>
              {group.links.map(link => (
                <li key={link.to}>
                  <PageLink to={link.to} onClick={close}>
                    {link.label}
                  </PageLink>
                </li>
              ))}
            </List>
          </div>
        ))}
      </Panel>
    </Wrapper>
  )
}
