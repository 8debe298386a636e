export { InitialsAvatar } from "./InitialsAvatar"
