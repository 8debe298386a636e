export { Redirect, RedirectHead } from "./Redirect"
