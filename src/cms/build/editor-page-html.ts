import toHtml from "hast-util-to-html"
import { readSiteBasics } from "../../node/content/site-settings"

/** The HTML of the CMS page (/cms/), apart from its compiling (./editor-page.ts) so that tests can write it too. */

/** An element of the page, as hast-util-to-html writes it. */
interface PageElement {
  type: "element"
  tagName: string
  properties: Record<string, string>
  children: (PageElement | { type: "text"; value: string })[]
}

const element = (
  tagName: string,
  properties: Record<string, string> = {},
  children: PageElement["children"] = [],
): PageElement => ({ type: "element", tagName, properties, children })

/** "Content Manager · <the site's name>", the name read from the content the build reads. */
export const cmsPageTitle = (contentDir?: string) => `Content Manager · ${readSiteBasics(contentDir).name}`

/**
 * The page, written by the HTML writer the site's Markdown goes through: every value in it (the site's name, the
 * scripts' names) is escaped, so a name holding `</title><script>` stays text.
 */
export function cmsPageHtml(title: string, scripts: readonly string[]): string {
  const head = element("head", {}, [
    element("meta", { charSet: "utf-8" }),
    element("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
    element("meta", { name: "robots", content: "noindex" }),
    element("title", {}, [{ type: "text", value: title }]),
    // The site's own icon, drawn by gatsby-plugin-manifest.
    element("link", { rel: "icon", href: "/favicon-32x32.png" }),
  ])
  const body = element(
    "body",
    {},
    scripts.map(src => element("script", { src })),
  )
  const page = {
    type: "root",
    children: [{ type: "doctype", name: "html" }, element("html", { lang: "en" }, [head, body])],
  }
  return `${toHtml(page)}\n`
}
