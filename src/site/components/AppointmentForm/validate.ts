import { appointmentWords, defaultLocale, Locale } from "../../i18n"
import { mailtoHref } from "../ContactLinks/email"

/** What the appointment form asks for, and the limits it checks in the browser. */
export interface AppointmentValues {
  name: string
  email: string
  message: string
}

export type AppointmentErrors = Partial<Record<keyof AppointmentValues, string>>

export const limits = { nameMax: 100, messageMin: 10, messageMax: 1000 } as const

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** How the request travels: the visitor's email app, or WhatsApp. */
export type AppointmentChannel = "email" | "whatsapp"

/**
 * One clear message per field that needs fixing, in the page's language; an empty object when the form can be
 * sent. WhatsApp needs no email address, but one that is given must be valid.
 */
export function validateAppointment(
  values: AppointmentValues,
  channel: AppointmentChannel = "email",
  locale: Locale = defaultLocale,
): AppointmentErrors {
  const words = appointmentWords[locale]
  const errors: AppointmentErrors = {}
  const name = values.name.trim()
  const email = values.email.trim()
  const message = values.message.trim()

  if (!name) errors.name = words.nameMissing
  else if (name.length > limits.nameMax) errors.name = words.nameTooLong(limits.nameMax)

  if (!email && channel === "email") errors.email = words.emailMissing
  else if (email && !emailPattern.test(email)) errors.email = words.emailInvalid

  if (!message) errors.message = words.messageMissing
  else if (message.length < limits.messageMin) errors.message = words.messageTooShort(limits.messageMin)
  else if (message.length > limits.messageMax) errors.message = words.messageTooLong(limits.messageMax, message.length)

  return errors
}

/**
 * The request as the visitor wrote it: the service they chose, their message, name and email. Nothing else.
 * Only the word before the service is ours, in the page's language; the rest is as the visitor typed it.
 */
function requestText(values: AppointmentValues, service: string, locale: Locale): string {
  const email = values.email.trim()
  return [
    ...(service ? [appointmentWords[locale].serviceLine(service), ""] : []),
    values.message.trim(),
    "",
    values.name.trim(),
    ...(email ? [email] : []),
  ].join("\n")
}

/** The mailto: address that opens the visitor's email app with the request filled in. */
export function appointmentMailto(
  to: string,
  subject: string,
  values: AppointmentValues,
  service = "",
  locale: Locale = defaultLocale,
): string {
  return mailtoHref(to, { subject: `${subject}: ${values.name.trim()}`, body: requestText(values, service, locale) })
}

/**
 * The text a WhatsApp chat with the hospital opens with. It holds what the visitor typed and chose, under the
 * form's subject, and nothing more: a chat app is no place for clinical details the visitor did not choose to share.
 */
export function appointmentWhatsappText(
  subject: string,
  values: AppointmentValues,
  service = "",
  locale: Locale = defaultLocale,
): string {
  return `${subject}\n\n${requestText(values, service, locale)}`
}
