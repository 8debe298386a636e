export { CardSocialTraffic } from "./CardSocialTraffic"
export type { SocialTrafficRow } from "./CardSocialTraffic"
