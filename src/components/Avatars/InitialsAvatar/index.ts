export { InitialsAvatar, initialsOf, accentFor } from "./InitialsAvatar"
