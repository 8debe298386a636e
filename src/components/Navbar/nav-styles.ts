import styled, { css } from "styled-components"
import { ghostButton } from "../../theme"

/** Shared look of the navbar's buttons and links. */
export const navItem = css`
  ${ghostButton}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`

export const NavButton = styled.button`
  ${navItem}
`

export const NavLink = styled.a`
  ${navItem}
`
