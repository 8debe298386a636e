import styled, { css } from "styled-components"
import { ghostButton, theme, visuallyHidden } from "../../theme"

/** `${fullBar} { … }` applies where the navbar shows every item in its bar, not behind its menu button. */
export const fullBar = theme.up(theme.navbarFullFrom)

/** Shared look of the navbar's buttons and links. */
export const navItem = css`
  ${ghostButton}
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.primaryLight};
  }
  ${fullBar} {
    white-space: nowrap;
  }
`

/**
 * The word of an item the bar shows as its icon alone, where it has no room for every word (Kiswahili's are
 * longer): screen readers still hear it, and the menu behind the button shows it.
 */
export const IconWord = styled.span`
  ${fullBar} {
    ${visuallyHidden}
  }
`

export const NavButton = styled.button`
  ${navItem}
`

export const NavLink = styled.a`
  ${navItem}
`
