export { SvgIcon } from "./SvgIcon"
export type { IconProps } from "./SvgIcon"
