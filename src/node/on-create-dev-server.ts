import type { GatsbyNode } from "gatsby"
import { serveCmsPage } from "./cms-page"
import { noticeNetworkHost } from "./cms-proxy"
import { recheckContentOnEachChange } from "./create-pages"

/**
 * `gatsby develop` is about to serve the site: the editor's page at /cms/, a word if the server listens beyond this
 * computer (src/node/cms-proxy.ts), and the content checked again after each save.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store, reporter }) => {
  noticeNetworkHost({ store, reporter })
  serveCmsPage(app)
  recheckContentOnEachChange()
}
