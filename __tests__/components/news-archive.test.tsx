import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { screen, within } from "@testing-library/react"
import NewsListPage, { Head } from "../../src/templates/news-list"
import NewsArticlePage from "../../src/templates/news-article"
import type { ArticlePageContext } from "../../src/node/create-pages"
import { articleRoute, newsArchiveRoute } from "../../src/routes"
import { readFixture, readFixtureNews, siteSettings } from "../support/fixtures"
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

const homeCopy = readFixture<Queries.HomeCopy>("home.yaml")
const news = readFixtureNews()

/** What the page's query answers for page `currentPage` of `pageCount`, holding the fixture articles. */
function archivePage(currentPage: number, pageCount: number): Queries.NewsListPageQuery {
  return {
    homeCopy,
    allNewsArticle: {
      pageInfo: {
        currentPage,
        pageCount,
        hasPreviousPage: currentPage > 1,
        hasNextPage: currentPage < pageCount,
      },
      nodes: news.map(article => ({ ...article, isoDate: article.date, image: { childImageSharp: null } })),
    },
  }
}

const headLinks = (container: HTMLElement, rel: string) =>
  [...container.querySelectorAll(`link[rel="${rel}"]`)].map(link => link.getAttribute("href"))

const renderHead = (data: Queries.NewsListPageQuery) =>
  renderWithTheme(<Head {...({ data } as HeadProps<Queries.NewsListPageQuery>)} />).container

test("the first page points search engines to the next one only", () => {
  const head = renderHead(archivePage(1, 3))
  expect(headLinks(head, "prev")).toEqual([])
  expect(headLinks(head, "next")).toEqual([`${siteSettings.siteUrl}${newsArchiveRoute.path(2)}`])
  expect(headLinks(head, "canonical")).toEqual([`${siteSettings.siteUrl}${newsArchiveRoute.path(1)}`])
  expect(head.querySelector("title")?.textContent).toContain(homeCopy.newsListTitle)
})

test("a middle page points both ways, and names its page number", () => {
  const head = renderHead(archivePage(2, 3))
  expect(headLinks(head, "prev")).toEqual([`${siteSettings.siteUrl}${newsArchiveRoute.path(1)}`])
  expect(headLinks(head, "next")).toEqual([`${siteSettings.siteUrl}${newsArchiveRoute.path(3)}`])
  expect(headLinks(head, "canonical")).toEqual([`${siteSettings.siteUrl}${newsArchiveRoute.path(2)}`])
  expect(head.querySelector("title")?.textContent).toContain("page 2")
})

test("the last page points back only", () => {
  const head = renderHead(archivePage(3, 3))
  expect(headLinks(head, "prev")).toEqual([`${siteSettings.siteUrl}${newsArchiveRoute.path(2)}`])
  expect(headLinks(head, "next")).toEqual([])
})

test("a page lists its articles and links to the newer and older pages", () => {
  renderWithTheme(<NewsListPage {...({ data: archivePage(2, 3) } as PageProps<Queries.NewsListPageQuery>)} />)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`${homeCopy.newsListTitle}, page 2`)
  for (const article of news) {
    expect(screen.getByRole("link", { name: article.title })).toHaveAttribute("href", articleRoute.path(article.slug))
  }
  const pages = within(screen.getByRole("navigation", { name: "Pages of the news archive" }))
  expect(pages.getByRole("link", { name: /Newer/ })).toHaveAttribute("href", newsArchiveRoute.path(1))
  expect(pages.getByRole("link", { name: /Older/ })).toHaveAttribute("href", newsArchiveRoute.path(3))
})

describe("an article page", () => {
  const [newer, article, older] = news
  const data: Queries.NewsArticlePageQuery = {
    homeCopy,
    newsArticle: { ...article, isoDate: article.date, image: { childImageSharp: null }, body: { html: "" } },
  }
  const renderArticle = (pageContext: ArticlePageContext) =>
    renderWithTheme(
      <NewsArticlePage {...({ data, pageContext } as PageProps<Queries.NewsArticlePageQuery, ArticlePageContext>)} />,
    )
  const neighbours = () => screen.queryByRole("navigation", { name: "Older and newer articles" })

  test("links to the older and the newer article", () => {
    renderArticle({ slug: article.slug, newer, older })
    const links = within(neighbours() as HTMLElement)
    expect(links.getByRole("link", { name: new RegExp(older.title) })).toHaveAttribute(
      "href",
      articleRoute.path(older.slug),
    )
    expect(links.getByRole("link", { name: new RegExp(newer.title) })).toHaveAttribute(
      "href",
      articleRoute.path(newer.slug),
    )
  })

  test("the newest links only to the one before it", () => {
    renderArticle({ slug: newer.slug, newer: null, older: article })
    const links = within(neighbours() as HTMLElement).getAllByRole("link")
    expect(links.map(link => link.getAttribute("href"))).toEqual([articleRoute.path(article.slug)])
  })

  test("a lone article has no such links", () => {
    renderArticle({ slug: article.slug, newer: null, older: null })
    expect(neighbours()).not.toBeInTheDocument()
  })
})
