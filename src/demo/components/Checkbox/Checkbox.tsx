import React from "react"
import styled from "styled-components"
import { theme } from "../../../site/theme"

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: ${theme.sizes.touchTarget}px;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${theme.colors.muted};

  input {
    width: ${theme.space(5)};
    height: ${theme.space(5)};
    accent-color: ${theme.colors.primary};
  }
`

/** A checkbox wrapped in its label, so the words are clickable too. */
export function Checkbox({ label }: { label: React.ReactNode }) {
  return (
    <Label>
      <input type="checkbox" />
      <span>{label}</span>
    </Label>
  )
}
