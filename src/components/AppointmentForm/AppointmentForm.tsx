import React, { useRef, useState } from "react"
import styled from "styled-components"
import { cardSurface } from "../Card"
import { AppointmentErrors, AppointmentValues, appointmentMailto, limits, validateAppointment } from "./validate"

const FormCard = styled.div`
  ${cardSurface}
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.up("sm")} {
    padding: ${({ theme }) => theme.space(10)};
  }
`

const Field = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};
  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
  input,
  textarea {
    display: block;
    width: 100%;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  textarea {
    min-height: 9rem;
    resize: vertical;
  }
  [aria-invalid="true"] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`

const FieldError = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9375rem;
`

const Send = styled.button`
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(8)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`

const Status = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.primaryLight};
  &:empty {
    display: none;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`

const Note = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`

export interface AppointmentFormProps {
  /** The hospital's address the request goes to. */
  to: string
  subject: string
  /** Shown once the email app has been asked to open. */
  sentMessage: string
  /** How the request is handled; the footer's Privacy link points here. */
  privacyNote: string
  /** Opens the mailto: address; the browser's own navigation by default. */
  openMailto?: (url: string) => void
}

const empty: AppointmentValues = { name: "", email: "", message: "" }
const fields = ["name", "email", "message"] as const

/**
 * Name, Email and Message, checked in the browser. A valid Send opens the visitor's email app with the
 * request addressed to the hospital; nothing is sent from the page itself.
 */
export function AppointmentForm({
  to,
  subject,
  sentMessage,
  privacyNote,
  openMailto = openInBrowser,
}: AppointmentFormProps) {
  const [values, setValues] = useState(empty)
  const [checked, setChecked] = useState(false)
  // Once Send has shown the messages, each one goes as soon as its field is fixed.
  const errors: AppointmentErrors = checked ? validateAppointment(values) : {}
  const [mailto, setMailto] = useState("")
  const nameRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const messageRef = useRef<HTMLTextAreaElement>(null)

  const change =
    (field: keyof AppointmentValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues({ ...values, [field]: event.target.value })
    }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const found = validateAppointment(values)
    setChecked(true)
    const firstInvalid = fields.find(field => found[field])
    if (firstInvalid) {
      setMailto("")
      const inputs = { name: nameRef, email: emailRef, message: messageRef }
      inputs[firstInvalid].current?.focus()
      return
    }
    const url = appointmentMailto(to, subject, values)
    setMailto(url)
    openMailto(url)
  }

  const describe = (field: keyof AppointmentValues) => ({
    "aria-invalid": Boolean(errors[field]),
    "aria-describedby": errors[field] ? `appointment-${field}-error` : undefined,
  })
  const error = (field: keyof AppointmentValues) =>
    errors[field] && (
      <FieldError id={`appointment-${field}-error`} role="alert">
        {errors[field]}
      </FieldError>
    )

  return (
    <FormCard>
      <form noValidate onSubmit={submit}>
        <Field>
          <label htmlFor="appointment-name">Name</label>
          <input
            ref={nameRef}
            id="appointment-name"
            name="name"
            autoComplete="name"
            required
            maxLength={limits.nameMax}
            value={values.name}
            onChange={change("name")}
            {...describe("name")}
          />
          {error("name")}
        </Field>
        <Field>
          <label htmlFor="appointment-email">Email</label>
          <input
            ref={emailRef}
            id="appointment-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={change("email")}
            {...describe("email")}
          />
          {error("email")}
        </Field>
        <Field>
          <label htmlFor="appointment-message">Message</label>
          <textarea
            ref={messageRef}
            id="appointment-message"
            name="message"
            required
            minLength={limits.messageMin}
            value={values.message}
            onChange={change("message")}
            {...describe("message")}
          />
          {error("message")}
        </Field>
        <Send type="submit">Send</Send>
      </form>
      <Status role="status">
        {mailto && (
          <>
            <p>{sentMessage}</p>
            <a href={mailto}>Open the email again</a>
          </>
        )}
      </Status>
      <Note id="privacy">{privacyNote}</Note>
    </FormCard>
  )
}

function openInBrowser(url: string) {
  window.location.href = url
}
