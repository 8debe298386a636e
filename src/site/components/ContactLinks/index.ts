export { ContactBar } from "./ContactBar"
export { mailtoHref } from "./email"
export { telHref, whatsappNumber, whatsappUrl } from "./phone"
