import { whatsappOrigin } from "../../../model/whatsapp"

/**
 * Links that reach the hospital from a phone: a call, or a WhatsApp chat. Nothing is sent by the site; the
 * visitor's own phone app opens with the number (and, for WhatsApp, a message to check and send).
 */

/** Kenya's calling code: a number staff write the local way ("0700 …") is dialled from abroad as 254 700 … */
const homeCallingCode = "254"

/** `tel:` link of a number as staff write it, e.g. "+254 700 000 000" → "tel:+254700000000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`
}

/**
 * The number as wa.me wants it: digits only, with the country code and without "+", "00" or the local 0.
 * "+254 700 000 000", "00254 700 000 000" and "0700 000 000" all become "254700000000".
 */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "")
  if (phone.trim().startsWith("+")) return digits
  if (digits.startsWith("00")) return digits.slice(2)
  if (digits.startsWith("0")) return homeCallingCode + digits.slice(1)
  return digits
}

/** Opens a WhatsApp chat with the number, with `text` typed in and waiting to be sent when given. */
export function whatsappUrl(phone: string, text?: string): string {
  const base = `${whatsappOrigin}/${whatsappNumber(phone)}`
  return text ? `${base}?text=${encodeURIComponent(text)}` : base
}
