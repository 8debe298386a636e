import type { GatsbyNode } from "gatsby"
import { locales } from "../model/locales"
import { extensions } from "../registry"

/** The GraphQL types of the extensions' menus, read by the navbar's shared query. */
export const extensionMenuSdl = `
type ExtensionMenuLink { label: String!, path: String! }
type ExtensionMenuGroup { title: String!, links: [ExtensionMenuLink!]! }
type ExtensionMenu implements Node @dontInfer { order: Int!, locale: String!, label: String!, groups: [ExtensionMenuGroup!]! }
`

/** Each extension's menu (src/extensions.ts) in each language, as the navbar's shared query reads it. */
export const extensionMenus = () =>
  extensions.flatMap(({ menu }, order) =>
    locales.map(locale => ({
      order,
      locale,
      label: menu.label[locale],
      groups: menu.groups.map(({ title, links }) => ({
        title,
        links: links.map(({ label, path }) => ({ label, path })),
      })),
    })),
  )

/** The menus as nodes: read with the page's shared data, the registry and its content types stay out of the script. */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  for (const data of extensionMenus()) {
    actions.createNode({
      ...data,
      id: createNodeId(`extension-menu-${data.order}-${data.locale}`),
      internal: { type: "ExtensionMenu", contentDigest: createContentDigest(data) },
    })
  }
}
