import React, { useEffect, useRef, useState } from "react"
import styled from "styled-components"
import { appointmentWords, useLocale } from "../../i18n"
import { bookingRoute } from "../../../model/routes"
import { cardSurface } from "../Card"
import { useHydrated } from "../../hooks"
import { mailtoHref, whatsappUrl } from "../ContactLinks"
import { WhatsappIcon } from "../Icons"
import {
  AppointmentChannel,
  AppointmentErrors,
  AppointmentValues,
  appointmentMailto,
  appointmentWhatsappText,
  limits,
  validateAppointment,
} from "./validate"
import { theme } from "../../theme"
import { searchIgnore } from "../../../model/search"

const FormCard = styled.div`
  ${cardSurface}
  max-width: 40rem;
  margin: 0 auto;
  padding: ${theme.space(6)};
  ${theme.up("sm")} {
    padding: ${theme.space(10)};
  }
`

const Field = styled.div`
  margin-bottom: ${theme.space(5)};
  label {
    display: block;
    margin-bottom: ${theme.space(1)};
    font-weight: 600;
  }
  input,
  select,
  textarea {
    display: block;
    width: 100%;
    padding: ${theme.space(3)};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius.small};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
  textarea {
    min-height: 9rem;
    resize: vertical;
  }
  [aria-invalid="true"] {
    border: 2px solid ${theme.colors.danger};
  }
  /* A field's message: styled with the page, as a rule added at the first message would restyle the whole page. */
  [role="alert"] {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.danger};
    font-size: ${theme.fontSize.compact};
  }
`

const Hint = styled.p`
  margin: ${theme.space(1)} 0 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSize.small};
`

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`

const Send = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 48px;
  padding: 0 ${theme.space(8)};
  border: 0;
  border-radius: ${theme.radius.small};
  background: ${theme.colors.primary};
  color: ${theme.colors.onDark};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.primaryDark};
  }
`

const SendWhatsapp = styled(Send)`
  background: ${theme.colors.whatsapp};
  &:hover {
    background: ${theme.colors.primaryDark};
  }
`

const Status = styled.div`
  margin-top: ${theme.space(5)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.small};
  background: ${theme.colors.primaryLight};
  &:empty {
    display: none;
  }
  p {
    margin: 0 0 ${theme.space(2)};
  }
`

const Note = styled.p`
  margin: ${theme.space(6)} 0 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSize.small};
`

export interface AppointmentFormProps {
  /** The hospital's address the request goes to. */
  to: string
  /** The hospital's WhatsApp number, as staff write it. */
  whatsapp: string
  /** The subject of the email and the first line of the WhatsApp message, in the page's language. */
  subject: string
  /** The services a visitor may choose; the one named in the address (#book=<slug>) is chosen at first. */
  services: readonly Pick<Queries.ServicePage, "slug" | "title">[]
  /** Shown once the email app has been asked to open. */
  sentMessage: string
  /** Shown once WhatsApp has been asked to open. */
  whatsappSentMessage: string
  /** How the request is handled, in a line. */
  privacyNote: string
  /** The privacy notice's page, which says it in full. */
  privacyLink: Queries.HomeCopy["appointmentPrivacyLink"]
  /** Opens the mailto: address; the browser's own navigation by default. */
  openMailto?: (url: string) => void
  /** Opens the wa.me address; a new tab (or the WhatsApp app, on a phone) by default. */
  openWhatsapp?: (url: string) => void
}

const fields = ["name", "email", "message"] as const

/**
 * What the fields hold now. Read from the form rather than kept in state: on a slow phone people type before the
 * page's script has run, and React keeps what they typed but would not know it.
 */
function readForm(form: HTMLFormElement): AppointmentValues & { service: string } {
  const data = new FormData(form)
  const value = (field: string) => String(data.get(field) ?? "")
  return { name: value("name"), email: value("email"), message: value(messageField), service: value("service") }
}

/** The message's field name: wa.me reads the message from `text`, so Send on WhatsApp works with no script. */
const messageField = "text"

/**
 * Name, Email, Service and Message, checked in the browser. Send opens the visitor's email app with the
 * request addressed to the hospital, Send on WhatsApp a chat with the hospital's number and the request typed
 * in; either way the visitor sends it, and nothing is sent from the page itself.
 */
export function AppointmentForm({
  to,
  whatsapp,
  subject,
  services,
  sentMessage,
  whatsappSentMessage,
  privacyNote,
  privacyLink,
  openMailto = openInBrowser,
  openWhatsapp = openInNewTab,
}: AppointmentFormProps) {
  const locale = useLocale()
  const words = appointmentWords[locale]
  // The browser checks the fields until the form's own messages can.
  const hydrated = useHydrated()
  // Shown once Send has been pressed, for the channel last asked for; from then on each message goes as soon as
  // its field is fixed.
  const [checked, setChecked] = useState<{ channel: AppointmentChannel; errors: AppointmentErrors } | null>(null)
  const errors: AppointmentErrors = checked?.errors ?? {}
  const [sent, setSent] = useState<{ channel: AppointmentChannel; url: string } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const messageRef = useRef<HTMLTextAreaElement>(null)
  const serviceRef = useRef<HTMLSelectElement>(null)

  // The Book button of a service page leads here with #book=<slug>. The page is built without an address, so
  // the service is chosen once the page runs, unless the visitor has already picked one; no second render.
  useEffect(() => {
    const select = serviceRef.current
    const addressed = bookingRoute.serviceOf(window.location.hash)
    if (select && !select.value && services.some(option => option.slug === addressed)) select.value = addressed ?? ""
  }, [services])

  const change = (event: React.ChangeEvent<HTMLFormElement>) => {
    if (checked)
      setChecked({ ...checked, errors: validateAppointment(readForm(event.currentTarget), checked.channel, locale) })
  }

  const send = (via: AppointmentChannel) => {
    const form = formRef.current
    if (!form) return
    const { service, ...values } = readForm(form)
    const found = validateAppointment(values, via, locale)
    setChecked({ channel: via, errors: found })
    const firstInvalid = fields.find(field => found[field])
    if (firstInvalid) {
      setSent(null)
      const inputs = { name: nameRef, email: emailRef, message: messageRef }
      inputs[firstInvalid].current?.focus()
      return
    }
    const serviceTitle = services.find(option => option.slug === service)?.title ?? ""
    if (via === "whatsapp") {
      const url = whatsappUrl(whatsapp, appointmentWhatsappText(subject, values, serviceTitle, locale))
      setSent({ channel: via, url })
      openWhatsapp(url)
    } else {
      const url = appointmentMailto(to, subject, values, serviceTitle, locale)
      setSent({ channel: via, url })
      openMailto(url)
    }
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    send("email")
  }

  const describe = (field: keyof AppointmentValues, hint?: string) => {
    const ids = [errors[field] && `appointment-${field}-error`, hint].filter(Boolean)
    return { "aria-invalid": Boolean(errors[field]), "aria-describedby": ids.length ? ids.join(" ") : undefined }
  }
  const error = (field: keyof AppointmentValues) =>
    errors[field] && (
      <p id={`appointment-${field}-error`} role="alert">
        {errors[field]}
      </p>
    )

  return (
    <FormCard {...searchIgnore}>
      <form
        ref={formRef}
        noValidate={hydrated}
        onSubmit={submit}
        onChange={change}
        // Without script Send hands the fields to the visitor's email app: a form's default, GET to this page,
        // would put a patient's name and message in the site's address, the host's logs and the browser's history.
        action={mailtoHref(to, { subject })}
        method="post"
        encType="text/plain"
      >
        <Field>
          <label htmlFor="appointment-name">{words.name}</label>
          <input
            ref={nameRef}
            id="appointment-name"
            name="name"
            autoComplete="name"
            required
            maxLength={limits.nameMax}
            {...describe("name")}
          />
          {error("name")}
        </Field>
        <Field>
          <label htmlFor="appointment-email">{words.email}</label>
          <input
            ref={emailRef}
            id="appointment-email"
            name="email"
            type="email"
            autoComplete="email"
            {...describe("email", "appointment-email-hint")}
          />
          <Hint id="appointment-email-hint">{words.emailHint}</Hint>
          {error("email")}
        </Field>
        <Field>
          <label htmlFor="appointment-service">{words.service}</label>
          <select id="appointment-service" name="service" ref={serviceRef} defaultValue="">
            <option value="">{words.serviceNotSure}</option>
            {services.map(option => (
              <option key={option.slug} value={option.slug}>
                {option.title}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor="appointment-message">{words.message}</label>
          <textarea
            ref={messageRef}
            id="appointment-message"
            name={messageField}
            required
            minLength={limits.messageMin}
            {...describe("message")}
          />
          {error("message")}
        </Field>
        <Buttons>
          <Send type="submit">{words.send}</Send>
          <SendWhatsapp
            type="submit"
            // Without script, the form goes to wa.me, which opens a chat with the message typed in. Chromium joins a
            // GET's fields as the form's text/plain asks, with line breaks the address drops: wa.me would get no `text`.
            formAction={whatsappUrl(whatsapp)}
            formMethod="get"
            formEncType="application/x-www-form-urlencoded"
            formTarget="_blank"
            onClick={event => {
              event.preventDefault()
              send("whatsapp")
            }}
          >
            <WhatsappIcon /> {words.sendOnWhatsapp}
          </SendWhatsapp>
        </Buttons>
      </form>
      <Status role="status">
        {sent?.channel === "email" && (
          <>
            <p>{sentMessage}</p>
            <a href={sent.url}>{words.openEmailAgain}</a>
          </>
        )}
        {sent?.channel === "whatsapp" && (
          <>
            <p>{whatsappSentMessage}</p>
            <a href={sent.url}>{words.openWhatsappAgain}</a>
          </>
        )}
      </Status>
      <Note id="privacy">
        {privacyNote} <a href={privacyLink.href}>{privacyLink.label}</a>
      </Note>
    </FormCard>
  )
}

function openInBrowser(url: string) {
  window.location.href = url
}

function openInNewTab(url: string) {
  window.open(url, "_blank", "noopener")
}
