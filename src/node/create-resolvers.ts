import type { GatsbyNode } from "gatsby"
import { safeHtml } from "../model/safe-html"
import { withHeadingIds } from "../model/heading-ids"
import { settledAt } from "../model/settled-at"

// Only the part of GraphQL's resolve info that is used here: Gatsby adds the field's own resolver to it.
interface ResolveInfo {
  originalResolver: (source: unknown, args: unknown, context: unknown, info: ResolveInfo) => unknown
}

// The part of Gatsby's node model a resolver uses: reading nodes also makes the query depend on them.
interface ResolveContext {
  nodeModel: {
    findAll: <Node>(args: { type: string }) => Promise<{ entries: Iterable<Node> }>
    getNodesByIds: (args: { ids: readonly string[]; type: string }) => unknown[]
  }
}

/**
 * Markdown may hold raw HTML, and gatsby-transformer-remark passes it through. Every page reads a content file's
 * HTML through MarkdownRemark.html, so that one field is made safe here, whatever a file holds; its headings get
 * the ids links lead to.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    // Articles by id, in the order given: a page that lists some depends on those alone, where a filter on
    // allNewsArticle would make every page of the archive run its query again whenever any article changes.
    Query: {
      newsArticles: {
        type: "[NewsArticle!]!",
        args: { ids: "[String!]!" },
        resolve: (_source: unknown, { ids }: Queries.Query_newsArticlesArgs, { nodeModel }: ResolveContext) =>
          nodeModel.getNodesByIds({ ids, type: "NewsArticle" }),
      },
    },
    // What the pages take as their build time (settled-at.ts): read anew by every build, as SiteBuildMetadata is
    // made anew, but changed only by the clock's effect on notices and special days, so unchanged pages stay so.
    SiteBuildMetadata: {
      settledAt: {
        type: "Date",
        resolve: async (source: { buildTime: string | Date }, _args: unknown, { nodeModel }: ResolveContext) => {
          const [notices, days] = await Promise.all([
            nodeModel.findAll<{ start: string; end: string }>({ type: "Notice" }),
            nodeModel.findAll<{ date: string; notice?: unknown }>({ type: "SpecialDay" }),
          ])
          // The build's one clock, as every query of the build reads it.
          const now = new Date(source.buildTime).getTime()
          return new Date(settledAt(now, [...notices.entries], [...days.entries])).toISOString()
        },
      },
    },
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
