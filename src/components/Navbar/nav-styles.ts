import styled, { css } from "styled-components"

/** Shared look of the navbar's buttons and links. */
export const navItem = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
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
