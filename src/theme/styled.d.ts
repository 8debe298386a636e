import "styled-components"
import type { Theme } from "./theme"

declare module "styled-components" {
  // Lets every styled component read the theme with its types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
