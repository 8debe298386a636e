import React from "react"
import styled from "styled-components"

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.touchTarget}px;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};

  input {
    width: ${({ theme }) => theme.space(5)};
    height: ${({ theme }) => theme.space(5)};
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`

/** A checkbox wrapped in its label, so the words are clickable too. */
export function Checkbox({ label, name }: { label: React.ReactNode; name: string }) {
  return (
    <Label>
      <input type="checkbox" name={name} />
      <span>{label}</span>
    </Label>
  )
}
