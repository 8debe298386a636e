export { SvgIcon } from "./SvgIcon"
export type { IconProps } from "./SvgIcon"
export * from "./PublicIcons"
export * from "./ContactIcons"
