import React from "react"
import styled from "styled-components"
import type { AccentName } from "../../../model/content-model/demo"
import { theme } from "../../../site/theme"
import { VisuallyHidden } from "../../../site/components/VisuallyHidden"
import { accents } from "../../theme"

// From the theme, not the content model: that is build-side code and would add the whole schema to the bundle.
const accentNames = Object.keys(accents) as AccentName[]

/** "Amina Odhiambo" → "AO". */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/)
  const first = words[0]?.[0] ?? ""
  const last = words.length > 1 ? words[words.length - 1][0] : ""
  return (first + last).toUpperCase()
}

/** The same name always gets the same colour, so an avatar stays recognisable. */
function accentFor(name: string): AccentName {
  const sum = [...name].reduce((total, char) => total + char.charCodeAt(0), 0)
  return accentNames[sum % accentNames.length]
}

const Circle = styled.span<{ $accent: AccentName; $size?: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size ?? theme.sizes.avatar}px;
  height: ${({ $size }) => $size ?? theme.sizes.avatar}px;
  border-radius: ${theme.radius.round};
  background: ${({ $accent }) => accents[$accent]};
  color: ${theme.colors.onDark};
  font-size: ${({ $size }) => ($size ?? theme.sizes.avatar) * 0.4}px;
  font-weight: 700;
  line-height: 1;
`

interface InitialsAvatarProps {
  name: string
  /** Diameter in px; the theme's avatar size by default. */
  size?: number
  className?: string
}

/** A round avatar drawn from a person's initials: no photo is needed or fetched. */
export function InitialsAvatar({ name, size, className }: InitialsAvatarProps) {
  return (
    <Circle $accent={accentFor(name)} $size={size} className={className}>
      <span aria-hidden="true">{initialsOf(name)}</span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </Circle>
  )
}
