export { Picture, PicturePreload } from "./Picture"
export type { PictureProps } from "./Picture"
