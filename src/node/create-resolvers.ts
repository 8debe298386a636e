import type { GatsbyNode } from "gatsby"
import { safeHtml } from "../model/safe-html"
import { withHeadingIds } from "../model/heading-ids"

// Only the part of GraphQL's resolve info that is used here: Gatsby adds the field's own resolver to it.
interface ResolveInfo {
  originalResolver: (source: unknown, args: unknown, context: unknown, info: ResolveInfo) => unknown
}

/**
 * Markdown may hold raw HTML, and gatsby-transformer-remark passes it through. Every page reads a content file's
 * HTML through MarkdownRemark.html, so that one field is made safe here, whatever a file holds; its headings get
 * the ids links lead to.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    MarkdownRemark: {
      html: {
        resolve: async (source: unknown, args: unknown, context: unknown, info: ResolveInfo) => {
          const html = await info.originalResolver(source, args, context, info)
          return typeof html === "string" ? withHeadingIds(safeHtml(html)) : html
        },
      },
    },
  })
}
