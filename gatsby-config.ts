import type { GatsbyConfig } from "gatsby"
import { articleRoute, homePath, localizedPath, newsFeedPath } from "./src/model/routes"
import { privatePrefixes } from "./src/registry"
import { textAsHtml } from "./src/model/safe-html"
import { Locale, defaultLocale, dictionaries, localeInfo, locales } from "./src/site/i18n"
import type { PageLanguage } from "./src/model/page-context"
import { cmsApiPrefix, decapServerPort, refuseOtherComputers } from "./src/cms/build/backend-proxy"
import { readSiteBasics } from "./src/node/content/site-settings"
import { theme } from "./src/site/theme/theme"

/**
 * A mistake in site.yaml stops Gatsby here, named. Exiting rather than throwing: Gatsby's loader catches an error
 * thrown by this file, retries with the half-loaded module and goes on with an empty config.
 */
function siteBasics(locale?: Locale) {
  try {
    return readSiteBasics(undefined, locale)
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\nFix it and try again.`)
    process.exit(1)
  }
}

const site = siteBasics()

/** How many of the newest articles the RSS feed carries: enough for any reader that checks once a week. */
const feedLength = 20

// Typegen does not cover the feed's own queries; the node type still comes from the schema.
interface FeedQuery {
  query: {
    allNewsArticle: {
      nodes: (Pick<Queries.NewsArticle, "slug" | "title" | "excerpt" | "date"> & { body: { html: string | null } })[]
    }
  }
}

interface SitemapPage {
  path: string
  pageContext?: Partial<PageLanguage>
}

/** The news feed of one language: the newest articles written in it. */
function newsFeed(locale: Locale) {
  const { name } = siteBasics(locale)
  return {
    output: localizedPath(locale, newsFeedPath),
    title: dictionaries[locale].news.feedTitle(name),
    language: localeInfo[locale].lang,
    query: `{
      allNewsArticle(filter: { locale: { eq: "${locale}" } }, sort: [{ date: DESC }, { slug: ASC }], limit: ${feedLength}) {
        nodes { slug title excerpt date body { html } }
      }
    }`,
    serialize: ({ query }: FeedQuery) =>
      query.allNewsArticle.nodes.map(article => {
        const url = `${site.siteUrl}${localizedPath(locale, articleRoute.path(article.slug))}`
        return {
          title: article.title,
          // Feed readers read it as HTML, and staff wrote text: "<3" and "A & E" are shown as written.
          description: textAsHtml(article.excerpt),
          date: article.date,
          url,
          guid: url,
          custom_elements: [{ "content:encoded": article.body.html ?? "" }],
        }
      }),
  }
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  trailingSlash: "always",
  // `npm run cms`: the CMS page reaches decap-server through the development server, at /api/v1, from this
  // computer only, whatever host the server listens on (src/cms/build/backend-proxy.ts).
  proxy: [{ prefix: cmsApiPrefix, url: `http://127.0.0.1:${decapServerPort()}` }],
  developMiddleware: (app: { use: (prefix: string, handler: ReturnType<typeof refuseOtherComputers>) => void }) =>
    app.use(cmsApiPrefix, refuseOtherComputers(process.env.CMS_BACKEND_KEY)),
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      options: {
        // Marks every styled() call pure, so the minifier drops the ones a page never uses.
        pure: true,
        // Readable class names help while developing; in the build they only add bytes.
        displayName: process.env.NODE_ENV !== "production",
      },
    },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${process.cwd()}/content` },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          {
            // Texts' pictures and PDFs get content-hashed names (static/<hash>/, cached immutably), like front-matter
            // pictures; the content check refuses missing, external or other kinds (linked-files.ts). patches/ makes it
            // read addresses literally.
            resolve: "gatsby-remark-copy-linked-files",
            options: { destinationDir: "static", ignoreFileExtensions: [] },
          },
        ],
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.shortName,
        description: site.description,
        start_url: homePath,
        lang: localeInfo[defaultLocale].lang,
        background_color: theme.colors.background,
        theme_color: theme.colors.primary,
        display: "standalone",
        // Drawn by npm run images (testkit/share-images.ts); the letter sits inside the safe zone, so one file serves both purposes.
        icon: "src/images/icon.png",
        icon_options: { purpose: "any maskable" },
        // Stable icon addresses (no ?v= query), so a cached copy keeps working offline and JSON-LD can name the logo.
        cache_busting_mode: "none",
        // Modern iOS reads the manifest; the legacy apple-touch-icon links would only add bytes to every page.
        legacy: false,
      },
    },
    {
      // Announced in the head of every page, so feed readers find it from any address of the site.
      resolve: "gatsby-plugin-feed",
      options: {
        query: "{ site { siteMetadata { title description siteUrl site_url: siteUrl } } }",
        feeds: locales.map(newsFeed),
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Patterns are matched without the trailing slash.
        excludes: [
          ...privatePrefixes.flatMap(p => [p.replace(/\/$/, ""), `${p}*`]),
          // Gatsby's own 404 page, and its copy in each language should there be one.
          ...locales.map(locale => `${localizedPath(locale, "/404")}*`),
        ],
        query: "{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }",
        // Each translated page names its twins, as its head does (hreflang).
        serialize: ({ path, pageContext }: SitemapPage) => {
          const alternates = Object.entries(pageContext?.alternates ?? {})
          return {
            url: path,
            links:
              alternates.length > 1
                ? alternates.map(([locale, url]) => ({ lang: localeInfo[locale as Locale].lang, url }))
                : undefined,
          }
        },
      },
    },
  ],
}

export default config
