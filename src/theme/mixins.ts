import { css } from "styled-components"

/** A button with no box of its own and a 44 px touch target: the navbar's items, the carousel's Back and Next. */
export const ghostButton = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.sizes.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  font-weight: 600;
  cursor: pointer;
`

/**
 * On narrow screens, a menu that drops below its bar when open: the public menu and the admin sidebar.
 * From md up it is back in the page's flow; each user sets how it is displayed there.
 */
export const dropDownPanel = css<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? "block" : "none")};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - ${({ theme }) => theme.sizes.navbarHeight}px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ${({ theme }) => theme.up("md")} {
    position: static;
    max-height: none;
    box-shadow: none;
  }
`
