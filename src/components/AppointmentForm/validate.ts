/** What the appointment form asks for, and the limits it checks in the browser. */
export interface AppointmentValues {
  name: string
  email: string
  message: string
}

export type AppointmentErrors = Partial<Record<keyof AppointmentValues, string>>

export const limits = { nameMax: 100, messageMin: 10, messageMax: 1000 } as const

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** One clear message per field that needs fixing; an empty object when the form can be sent. */
export function validateAppointment(values: AppointmentValues): AppointmentErrors {
  const errors: AppointmentErrors = {}
  const name = values.name.trim()
  const email = values.email.trim()
  const message = values.message.trim()

  if (!name) errors.name = "Please enter your name."
  else if (name.length > limits.nameMax) errors.name = `Please shorten your name to ${limits.nameMax} characters.`

  if (!email) errors.email = "Please enter your email address."
  else if (!emailPattern.test(email)) errors.email = "Please enter a valid email address, like name@example.com."

  if (!message) errors.message = "Please write your message."
  else if (message.length < limits.messageMin)
    errors.message = `Please write at least ${limits.messageMin} characters, so we know how to help.`
  else if (message.length > limits.messageMax)
    errors.message = `Please keep your message under ${limits.messageMax} characters (it has ${message.length}).`

  return errors
}

/** The mailto: address that opens the visitor's email app with the request filled in. */
export function appointmentMailto(to: string, subject: string, values: AppointmentValues): string {
  const body = `${values.message.trim()}\n\n${values.name.trim()}\n${values.email.trim()}`
  return `mailto:${to}?subject=${encodeURIComponent(`${subject}: ${values.name.trim()}`)}&body=${encodeURIComponent(body)}`
}
