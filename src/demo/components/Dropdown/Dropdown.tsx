import React, { useCallback, useId, useRef, useState } from "react"
import styled from "styled-components"
import { useDismiss } from "../../../site/hooks"
import { VisuallyHidden } from "../../../site/components/VisuallyHidden"
import { disclosed, theme } from "../../../site/theme"

export interface DropdownItem {
  label: string
  /** Drawn with a line above it, apart from the others. */
  separated?: boolean
}

/** The template's sample menu entries; choosing one does nothing. */
export const demoMenuItems: readonly DropdownItem[] = [
  { label: "Action" },
  { label: "Another action" },
  { label: "Something else here" },
  { label: "Separated link", separated: true },
]

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(1)};
  min-width: ${theme.sizes.touchTarget}px;
  min-height: ${theme.sizes.touchTarget}px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.round};
  background: transparent;
  color: inherit;
  cursor: pointer;
`

// Lined up with the button's right edge: every dropdown sits at the right of its bar or row.
const Menu = styled.ul`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 50;
  min-width: ${theme.space(48)};
  margin: ${theme.space(1)} 0 0;
  padding: ${theme.space(2)} 0;
  list-style: none;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-radius: ${theme.radius.small};
  box-shadow: ${theme.shadow.raised};
  text-align: left;
  ${disclosed}
`

const Entry = styled.li<{ $separated?: boolean }>`
  ${({ $separated }) =>
    $separated &&
    `margin-top: ${theme.space(2)}; padding-top: ${theme.space(2)}; border-top: 1px solid ${theme.colors.border};`}
`

const Item = styled.button`
  display: block;
  width: 100%;
  padding: ${theme.space(2)} ${theme.space(4)};
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 0.875rem;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${theme.colors.background};
  }
`

interface DropdownProps {
  /** Spoken name of the toggle button. */
  label: string
  /** What the toggle button shows (an icon, an avatar). */
  children: React.ReactNode
  items: readonly DropdownItem[]
}

/**
 * A button that shows a short list of demonstration actions. It opens on click and closes on a
 * second click, a click outside, Escape, or choosing an action (which does nothing else).
 * Kept apart from the navbar's NavDropdown, whose entries are links in groups, in the page's language.
 */
export function Dropdown({ label, children, items }: DropdownProps) {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  const close = useCallback(() => {
    setOpen(false)
    // Escape must leave the keyboard where it was, on the button.
    if (wrapper.current?.contains(document.activeElement)) toggle.current?.focus()
  }, [])
  useDismiss(wrapper, open, close)

  return (
    <Wrapper ref={wrapper}>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(was => !was)}
      >
        {/* Named by its words, not aria-label: what a voice-control user says must match what is heard. */}
        <span aria-hidden="true">{children}</span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Toggle>
      <Menu id={menuId} data-open={open || undefined}>
        {items.map(item => (
          <Entry key={item.label} $separated={item.separated}>
            <Item type="button" onClick={close}>
              {item.label}
            </Item>
          </Entry>
        ))}
      </Menu>
    </Wrapper>
  )
}
