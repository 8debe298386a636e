import React, { useState } from "react"
import styled from "styled-components"
import { theme } from "../../../site/theme"

const Status = styled.p`
  margin: ${theme.space(3)} 0 0;
  font-weight: 600;
  &:empty {
    margin: 0;
  }
`

interface DemoFormProps {
  /** Said after a submit: what did (not) happen. */
  message?: string
  /** Spoken name of the form. */
  label?: string
  children: React.ReactNode
  className?: string
}

const demoMessage = "This is a demonstration page: nothing was sent."

/**
 * A form of the demonstration screens. Submitting it sends nothing anywhere and does not leave
 * the page; it only says so. Its fields have no names, so that nothing typed leaves the phone, script or not. The status line is always there so screen readers announce the change.
 */
export function DemoForm({ message = demoMessage, label, children, className }: DemoFormProps) {
  const [submitted, setSubmitted] = useState(false)
  return (
    <form
      className={className}
      aria-label={label}
      // Without JavaScript, or before it has run, the browser submits the form itself. Its fields have no names,
      // so nothing typed (an email address, a password) goes with it; by POST, not even "?" joins the address.
      method="post"
      noValidate
      onSubmit={event => {
        event.preventDefault()
        setSubmitted(true)
      }}
    >
      {children}
      <Status role="status">{submitted ? message : ""}</Status>
    </form>
  )
}
