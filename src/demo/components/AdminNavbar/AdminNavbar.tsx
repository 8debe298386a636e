import React from "react"
import styled from "styled-components"
import { Dropdown, demoMenuItems } from "../Dropdown"
import { DemoForm } from "../DemoForm"
import { InitialsAvatar } from "../InitialsAvatar"
import { BellIcon, SearchIcon } from "../AdminIcons"
import { VisuallyHidden } from "../../../site/components/VisuallyHidden"
import { theme } from "../../../site/theme"

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: flex-end;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)} ${theme.space(4)} 0;
  background: ${theme.colors.primary};
  color: ${theme.colors.onDark};

  ${theme.up("md")} {
    padding: ${theme.space(4)} ${theme.space(10)} 0;
  }
`

const Search = styled(DemoForm)`
  flex: 1 1 200px;
  max-width: 320px;
  font-size: 0.875rem;
`

const SearchBox = styled.div`
  position: relative;
  color: ${theme.colors.muted};

  svg {
    position: absolute;
    left: ${theme.space(3)};
    top: 50%;
    transform: translateY(-50%);
  }

  input {
    width: 100%;
    min-height: ${theme.sizes.touchTarget}px;
    padding: ${theme.space(2)} ${theme.space(3)} ${theme.space(2)} ${theme.space(10)};
    border: 0;
    border-radius: ${theme.radius.small};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
`

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
`

/**
 * The admin screens' top bar: an inert search box, notifications and the account menu. Kept apart from the site's
 * Navbar, which carries the hospital's menus, the language switch and the call button.
 */
export function AdminNavbar() {
  return (
    <Header>
      <Search label="Search" message="Search is a demonstration: nothing was searched.">
        <SearchBox>
          <SearchIcon size={18} />
          <VisuallyHidden as="label" htmlFor="admin-search">
            Search here
          </VisuallyHidden>
          <input id="admin-search" type="search" placeholder="Search here…" />
        </SearchBox>
      </Search>
      <Actions>
        <Dropdown label="Notifications" items={demoMenuItems}>
          <BellIcon />
        </Dropdown>
        <Dropdown label="Account menu" items={demoMenuItems}>
          <InitialsAvatar name="Demo Admin" />
        </Dropdown>
      </Actions>
    </Header>
  )
}
