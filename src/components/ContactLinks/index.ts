export { ContactBar } from "./ContactBar"
export { telHref, whatsappNumber, whatsappUrl } from "./phone"
