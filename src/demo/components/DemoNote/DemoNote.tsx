import React from "react"
import styled from "styled-components"
import { theme } from "../../../site/theme"

const Note = styled.p`
  display: inline-block;
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(1)} ${theme.space(3)};
  border-radius: ${theme.radius.small};
  background: ${theme.colors.primaryLight};
  color: ${theme.colors.primaryDark};
  font-size: 0.875rem;
`

/** The note on every template screen that its figures and forms are not real. */
export function DemoNote({ className }: { className?: string }) {
  return <Note className={className}>Demonstration screen: sample figures, and no form sends anything.</Note>
}
