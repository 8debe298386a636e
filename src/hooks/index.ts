export { useSiteSettings } from "./use-site-settings"
export { useDismiss } from "./use-dismiss"
