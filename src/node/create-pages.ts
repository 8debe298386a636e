import path from "path"
import type { GatsbyNode } from "gatsby"
import { articleRoute, pageRoutes, redirectRoutes, serviceRoute } from "../routes"
import { recheckContent } from "./on-pre-bootstrap"

// Typegen does not cover gatsby-node's own queries; the node types still come from the schema.
interface PageSources {
  allNewsArticle: { nodes: Pick<Queries.NewsArticle, "slug">[] }
  allServicePage: { nodes: Pick<Queries.ServicePage, "slug">[] }
}

const template = (name: string) => path.resolve(process.cwd(), "src/templates", `${name}.tsx`)

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // Gatsby calls createPages again after each change to the content while `gatsby develop` runs; a build has
  // checked the content already, in onPreBootstrap.
  if (process.env.gatsby_executing_command === "develop") recheckContent(reporter)
  const { createPage, createRedirect } = actions

  for (const route of pageRoutes) {
    createPage({ path: route.path, component: template(route.template), context: {} })
  }

  for (const { from, to } of redirectRoutes) {
    // A real page, so the redirect works on hosts that ignore redirect rules…
    createPage({ path: from, component: template("redirect"), context: { to } })
    // …and a rule, for hosts that honour it, with and without the trailing slash.
    createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true })
    createRedirect({ fromPath: from.replace(/\/$/, ""), toPath: to, isPermanent: true, redirectInBrowser: true })
  }

  const result = await graphql<PageSources>(`
    query PageSources {
      allNewsArticle {
        nodes {
          slug
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

  for (const { slug } of result.data.allNewsArticle.nodes) {
    createPage({ path: articleRoute.path(slug), component: template(articleRoute.template), context: { slug } })
  }

  for (const { slug } of result.data.allServicePage.nodes) {
    createPage({ path: serviceRoute.path(slug), component: template(serviceRoute.template), context: { slug } })
  }
}
