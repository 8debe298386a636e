export { useSiteSettings } from "./use-site-settings"
export { useDismiss } from "./use-dismiss"
export { useFooterCopy } from "./use-footer-copy"
export { useServicePages } from "./use-service-pages"
