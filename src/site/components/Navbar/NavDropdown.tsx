import React, { useCallback, useId, useRef } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useDismiss } from "../../hooks"
import { ChevronDownIcon } from "../Icons"
import { fullBar, navItem } from "./nav-styles"
import { theme } from "../../theme"

const Wrapper = styled.details`
  position: relative;
`

const Summary = styled.summary`
  ${navItem}
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
`

/** Points up while its dropdown is open. */
const Chevron = styled(ChevronDownIcon)`
  [open] > summary > & {
    transform: rotate(180deg);
  }
  transition: transform 0.15s;
`

const Panel = styled.div`
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

/**
 * A dropdown of the navbar: a `<details>`, which opens with no script, one at a time where the browser knows
 * `name`. Script closes it on Escape, a tap outside (so the others too, elsewhere) or a followed link.
 */
export function NavDropdown({ label, groups, lang }: NavDropdownProps) {
  const ref = useRef<HTMLDetailsElement>(null)
  const id = useId()
  const close = useCallback(() => {
    const details = ref.current
    if (!details?.open) return
    // Focus inside the panel would be lost as it hides: it goes back to the dropdown's own button.
    if (details.contains(document.activeElement)) details.querySelector("summary")?.focus()
    details.open = false
  }, [])
  // Always listening: a dropdown opened before the page hydrated told React nothing.
  useDismiss(ref, true, close)
  return (
    <Wrapper ref={ref} name="navbar-dropdown">
      <Summary>
        {label} <Chevron />
      </Summary>
      <Panel lang={lang}>
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
