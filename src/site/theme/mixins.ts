import { css } from "styled-components"
import { Breakpoint, theme } from "./theme"

/** A button with no box of its own and a 44 px touch target: the navbar's items, the carousel's Back and Next. */
export const ghostButton = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: ${theme.sizes.touchTarget}px;
  padding: 0 ${theme.space(3)};
  border: 0;
  border-radius: ${theme.radius.small};
  background: transparent;
  font-weight: 600;
  cursor: pointer;
`

/** Text for screen readers only. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`

/** A square button with no box of its own, a 44 px touch target around an icon: close, dismiss, open a menu. */
export const iconButton = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.touchTarget}px;
  height: ${theme.sizes.touchTarget}px;
  border: 0;
  border-radius: ${theme.radius.small};
  background: transparent;
  cursor: pointer;
`

/** What a script-driven disclosure button (aria-expanded, aria-controls) shows: hidden until it sets `data-open`. */
export const disclosed = css`
  &:not([data-open]) {
    display: none;
  }
`

/**
 * On narrow screens, a menu that drops below its bar when open (`data-open` on the panel, see `disclosed`): the admin
 * sidebar. From `wideFrom` up it is back in the page's flow, shown with `wideDisplay`. Static CSS, so
 * styled-components works its class out once instead of on every render.
 */
export const dropDownPanel = (wideDisplay: "block" | "flex", wideFrom: Breakpoint) => css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - ${theme.sizes.navbarHeight}px);
  overflow-y: auto;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.raised};
  ${disclosed}
  ${theme.up(wideFrom)} {
    &,
    &:not([data-open]) {
      display: ${wideDisplay};
    }
    position: static;
    max-height: none;
    box-shadow: none;
  }
`

/**
 * A `popover` menu that drops below the navbar on narrow screens, opened by its button with no script; where the
 * browser has no popover, by the button's script (`data-open`). From `wideFrom` up it is in the bar's flow.
 */
export const popoverMenu = (wideDisplay: "block" | "flex", wideFrom: Breakpoint) => css`
  position: fixed;
  inset: ${theme.sizes.navbarHeight}px 0 auto;
  width: auto;
  max-height: calc(100vh - ${theme.sizes.navbarHeight}px);
  margin: 0;
  border: 0;
  overflow-y: auto;
  background: ${theme.colors.surface};
  color: inherit;
  box-shadow: ${theme.shadow.raised};
  /* Two rules: a browser that does not know :popover-open drops the second, and opens the menu by data-open. */
  &:not([data-open]) {
    display: none;
  }
  &:popover-open {
    display: block;
  }
  ${theme.up(wideFrom)} {
    &,
    &:not([data-open]) {
      display: ${wideDisplay};
    }
    position: static;
    max-height: none;
    overflow: visible;
    background: none;
    box-shadow: none;
  }
`
