import path from "path"
import type { GatsbyNode } from "gatsby"
import { articleRoute, newsArchiveRoute, pageRoutes, redirectRoutes, serviceRoute } from "../routes"
import { recheckContent } from "./on-pre-bootstrap"

type ArticleLink = Pick<Queries.NewsArticle, "slug" | "title">

// Typegen does not cover gatsby-node's own queries; the node types still come from the schema.
interface PageSources {
  allNewsArticle: { nodes: ArticleLink[] }
  allServicePage: { nodes: Pick<Queries.ServicePage, "slug">[] }
}

/** What an article page is given: its slug, and the articles on either side of it in the archive. */
export interface ArticlePageContext {
  slug: string
  /** The next article in time, or null for the newest. */
  newer: ArticleLink | null
  /** The previous article in time, or null for the oldest. */
  older: ArticleLink | null
}

const template = (name: string) => path.resolve(process.cwd(), "src/templates", `${name}.tsx`)

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // Gatsby calls createPages again after each change to the content while `gatsby develop` runs; a build has
  // checked the content already, in onPreBootstrap.
  if (process.env.gatsby_executing_command === "develop") recheckContent(reporter)
  const { createPage, createRedirect } = actions

  for (const route of pageRoutes) {
    createPage({ path: route.path, component: template(route.template), context: route.context ?? {} })
  }

  for (const { from, to } of redirectRoutes) {
    // A real page, so the redirect works on hosts that ignore redirect rules…
    createPage({ path: from, component: template("redirect"), context: { to } })
    // …and a rule, for hosts that honour it, with and without the trailing slash.
    createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true })
    createRedirect({ fromPath: from.replace(/\/$/, ""), toPath: to, isPermanent: true, redirectInBrowser: true })
  }

  // The archive's order: newest first, and articles of the same day by slug, so every build agrees.
  const result = await graphql<PageSources>(`
    query PageSources {
      allNewsArticle(sort: [{ date: DESC }, { slug: ASC }]) {
        nodes {
          slug
          title
        }
      }
      allServicePage {
        nodes {
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not list the news articles and service pages", result.errors)
    return
  }

  const articles = result.data.allNewsArticle.nodes
  // /news/2/ is the archive's second page: an article may not take that address.
  const numeric = articles.filter(({ slug }) => /^\d+$/.test(slug))
  if (numeric.length > 0) {
    reporter.panicOnBuild(
      `News articles need a slug with letters in it; ${numeric.map(a => `"${a.slug}"`).join(", ")} would be taken ` +
        `for a page of the archive (/news/2/ …). Rename the file or give it a slug.`,
    )
    return
  }
  articles.forEach(({ slug }, index) => {
    const context: ArticlePageContext = {
      slug,
      newer: articles[index - 1] ?? null,
      older: articles[index + 1] ?? null,
    }
    createPage({ path: articleRoute.path(slug), component: template(articleRoute.template), context })
  })

  // The first page is a route of its own (/news/); these are the older ones.
  const archivePages = Math.ceil(articles.length / newsArchiveRoute.perPage)
  for (let page = 2; page <= archivePages; page += 1) {
    createPage({
      path: newsArchiveRoute.path(page),
      component: template(newsArchiveRoute.template),
      context: newsArchiveRoute.context(page),
    })
  }

  for (const { slug } of result.data.allServicePage.nodes) {
    createPage({ path: serviceRoute.path(slug), component: template(serviceRoute.template), context: { slug } })
  }
}
