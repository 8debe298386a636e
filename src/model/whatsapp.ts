/** Where a WhatsApp chat opens: the site's links, and the appointment form's action without script. */
export const whatsappOrigin = "https://wa.me"
