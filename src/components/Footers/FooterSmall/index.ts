export { FooterSmall } from "./FooterSmall"
