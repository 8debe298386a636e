import type { Locale } from "../../model/locales"

/**
 * The appointment form's words, apart from the dictionary (dictionary.ts) because only the form's own code,
 * fetched when the form is needed, uses them: the first load of every page carries none of them.
 */
const en = {
  name: "Name",
  email: "Email",
  emailHint: "Needed to send by email; optional on WhatsApp.",
  service: "Service",
  serviceNotSure: "Not sure, or something else",
  message: "Message",
  send: "Send",
  sendOnWhatsapp: "Send on WhatsApp",
  openEmailAgain: "Open the email again",
  openWhatsappAgain: "Open WhatsApp again",
  nameMissing: "Please enter your name.",
  nameTooLong: (max: number) => `Please shorten your name to ${max} characters.`,
  emailMissing: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, like name@example.com.",
  messageMissing: "Please write your message.",
  messageTooShort: (min: number) => `Please write at least ${min} characters, so we know how to help.`,
  messageTooLong: (max: number, length: number) =>
    `Please keep your message under ${max} characters (it has ${length}).`,
  /** The first line of the email or WhatsApp message, when the visitor chose a service. */
  serviceLine: (service: string) => `Service: ${service}`,
}

export type AppointmentWords = typeof en

const sw: AppointmentWords = {
  name: "Jina",
  email: "Barua pepe",
  emailHint: "Inahitajika ukituma kwa barua pepe; si lazima kwa WhatsApp.",
  service: "Huduma",
  serviceNotSure: "Sina uhakika, au ni jambo jingine",
  message: "Ujumbe",
  send: "Tuma",
  sendOnWhatsapp: "Tuma kwa WhatsApp",
  openEmailAgain: "Fungua barua pepe tena",
  openWhatsappAgain: "Fungua WhatsApp tena",
  nameMissing: "Tafadhali andika jina lako.",
  nameTooLong: max => `Tafadhali fupisha jina lako lisizidi herufi ${max}.`,
  emailMissing: "Tafadhali andika anwani yako ya barua pepe.",
  emailInvalid: "Tafadhali andika anwani sahihi ya barua pepe, kama jina@example.com.",
  messageMissing: "Tafadhali andika ujumbe wako.",
  messageTooShort: min => `Tafadhali andika angalau herufi ${min}, ili tujue tutakavyokusaidia.`,
  messageTooLong: (max, length) => `Tafadhali fupisha ujumbe wako usizidi herufi ${max} (sasa una herufi ${length}).`,
  serviceLine: service => `Huduma: ${service}`,
}

export const appointmentWords: Record<Locale, AppointmentWords> = { en, sw }
