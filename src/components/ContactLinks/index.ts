export { telHref, whatsappNumber, whatsappUrl } from "./phone"
