import styled, { css } from "styled-components"
import { ghostButton, theme } from "../../theme"

/** Shared look of the navbar's buttons and links. */
export const navItem = css`
  ${ghostButton}
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.primaryLight};
  }
`

export const NavButton = styled.button`
  ${navItem}
`

export const NavLink = styled.a`
  ${navItem}
`
