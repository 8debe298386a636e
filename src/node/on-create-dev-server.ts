import type { GatsbyNode } from "gatsby"
import { serveCmsPage } from "../cms/build/editor-page"
import { noticeNetworkHost } from "../cms/build/backend-proxy"
import { recheckContentOnEachChange } from "./create-pages"

/**
 * `gatsby develop` is about to serve the site: the editor's page at /cms/, a word if the server listens beyond this
 * computer (src/cms/build/backend-proxy.ts), and the content checked again after each save.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store, reporter }) => {
  noticeNetworkHost({ store, reporter })
  serveCmsPage(app)
  recheckContentOnEachChange()
}
