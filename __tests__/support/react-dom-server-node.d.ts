/** React's server renderer for Node, which a jsdom test imports: the browser one needs a TextEncoder jsdom lacks. */
declare module "react-dom/server.node" {
  export { renderToString } from "react-dom/server"
}
