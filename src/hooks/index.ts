export { useSiteSettings } from "./use-site-settings"
