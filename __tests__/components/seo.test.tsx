import React from "react"
import { Seo } from "../../src/site/components/Seo"
import { articleRoute } from "../../src/model/routes"
import { readFixtureNews, siteSettings, siteCopy } from "../support/fixtures"
import { renderWithTheme } from "../support/render"

// <html> and <title> belong in <head>; rendered into a test <div>, React warns about nesting and nothing else.
beforeEach(() => {
  const consoleError = console.error
  jest.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (typeof message === "string" && message.includes("validateDOMNesting")) return
    consoleError(message, ...rest)
  })
})
afterEach(() => jest.restoreAllMocks())

const content = (container: HTMLElement, selector: string) =>
  container.querySelector(selector)?.getAttribute(selector.startsWith("link") ? "href" : "content")

describe("Seo", () => {
  test("gives the page its title, description, language and canonical address", () => {
    const { container } = renderWithTheme(<Seo title="News & Articles" description="Our news." path="/news/" />)
    expect(container.querySelector("title")?.textContent).toBe(`News & Articles | ${siteCopy.name}`)
    expect(content(container, 'meta[name="description"]')).toBe("Our news.")
    expect(container.querySelector("html")?.getAttribute("lang")).toBe("en")
    expect(content(container, 'link[rel="canonical"]')).toBe(`${siteSettings.siteUrl}/news/`)
  })

  test("falls back to the site description and keeps the home title short", () => {
    const { container } = renderWithTheme(<Seo title={siteCopy.name} path="/" />)
    expect(container.querySelector("title")?.textContent).toBe(siteCopy.name)
    expect(content(container, 'meta[name="description"]')).toBe(siteCopy.description)
  })

  test("tells social networks what to show when the page is shared", () => {
    const { container } = renderWithTheme(<Seo title="Landing" description="A sample page." path="/landing/" />)
    expect(content(container, 'meta[property="og:title"]')).toBe(`Landing | ${siteCopy.name}`)
    expect(content(container, 'meta[property="og:description"]')).toBe("A sample page.")
    expect(content(container, 'meta[property="og:url"]')).toBe(`${siteSettings.siteUrl}/landing/`)
    expect(content(container, 'meta[property="og:type"]')).toBe("website")
    expect(content(container, 'meta[property="og:image"]')).toBe(`${siteSettings.siteUrl}/og-image.jpg`)
    expect(content(container, 'meta[property="og:site_name"]')).toBe(siteCopy.name)
    expect(content(container, 'meta[property="og:locale"]')).toBe("en_KE")
    expect(content(container, 'meta[name="twitter:card"]')).toBe("summary_large_image")
    expect(content(container, 'meta[name="twitter:title"]')).toBe(`Landing | ${siteCopy.name}`)
    expect(content(container, 'meta[name="twitter:description"]')).toBe("A sample page.")
    expect(content(container, 'meta[name="twitter:image"]')).toBe(`${siteSettings.siteUrl}/og-image.jpg`)
  })

  test("shares an article with its own picture, made absolute", () => {
    const [article] = readFixtureNews()
    const { container } = renderWithTheme(
      <Seo title={article.title} path={articleRoute.path(article.slug)} type="article" image="/static/1/a.jpg" />,
    )
    expect(content(container, 'meta[property="og:type"]')).toBe("article")
    expect(content(container, 'meta[property="og:image"]')).toBe(`${siteSettings.siteUrl}/static/1/a.jpg`)
    expect(content(container, 'meta[name="twitter:image"]')).toBe(`${siteSettings.siteUrl}/static/1/a.jpg`)
  })

  test("keeps an image that is already a full address", () => {
    const { container } = renderWithTheme(<Seo title="A" path="/" image="https://cdn.example/a.jpg" />)
    expect(content(container, 'meta[property="og:image"]')).toBe("https://cdn.example/a.jpg")
  })

  test("keeps demo screens out of search engines, and only them", () => {
    const demo = renderWithTheme(<Seo title="Dashboard" path="/admin/dashboard/" noindex />)
    expect(content(demo.container, 'meta[name="robots"]')).toBe("noindex, nofollow")
    const page = renderWithTheme(<Seo title="Profile" path="/profile/" />)
    expect(page.container.querySelector('meta[name="robots"]')).toBeNull()
  })

  test("adds structured data and anything else the page passes", () => {
    const { container } = renderWithTheme(
      <Seo title="A" path="/" jsonLd={<script type="application/ld+json">{"{}"}</script>}>
        <meta name="extra" content="yes" />
      </Seo>,
    )
    expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull()
    expect(content(container, 'meta[name="extra"]')).toBe("yes")
  })
})
