/** Where a WhatsApp chat opens: the site's links, and the appointment form's action without script. */
export const whatsappOrigin = "https://wa.me"

/** Where wa.me sends a chat on: the browser checks a form's redirects against the policy's form-action too. */
export const whatsappRedirect = "https://api.whatsapp.com"
