import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { screen, within } from "@testing-library/react"
import NewsListPage, { Head } from "../../src/site/templates/news-list"
import NewsArticlePage from "../../src/site/templates/news-article"
import type { ArticleLink, ArticlePageContext, NewsListPageContext } from "../../src/model/page-context"
import { Locale, dictionaries, locales } from "../../src/site/i18n"
import { articleRoute, localizedPath, newsArchiveRoute } from "../../src/model/routes"
import { searchBodyAttribute } from "../../src/model/search"
import { FixtureNewsArticle, readFixture, readFixtureArchive, siteSettings } from "../support/fixtures"
import { renderPage, renderWithTheme } from "../support/render"

// <html> and <title> belong in <head>; rendered into a test <div>, React warns about nesting and nothing else.
beforeEach(() => {
  const consoleError = console.error
  jest.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (typeof message === "string" && message.includes("validateDOMNesting")) return
    consoleError(message, ...rest)
  })
})
afterEach(() => jest.restoreAllMocks())

const homeCopy = (locale: Locale) => readFixture<Queries.HomeCopy>("home/home.yaml", locale)

/** Where an article's own page is: in the language it is written in. */
const articlePath = (article: FixtureNewsArticle) => localizedPath(article.locale, articleRoute.path(article.slug))

/** What createPages gives page `page` of `pageCount` of the archive in `locale`. */
function listContext(locale: Locale, page: number, pageCount: number): NewsListPageContext {
  const paths = Object.fromEntries(
    locales.map(other => [other, localizedPath(other, newsArchiveRoute.path(page))]),
  ) as Record<Locale, string>
  return { locale, alternates: paths, languageLinks: paths, ids: [], page, pageCount }
}

/** What the page's query answers in `locale`: the fixture archive of that language. */
function archivePage(locale: Locale): Queries.NewsListPageQuery {
  return {
    homeCopy: homeCopy(locale),
    newsArticles: readFixtureArchive(locale).map(article => ({
      ...article,
      isoDate: article.date,
      image: { childImageSharp: null },
    })),
  }
}

const headLinks = (container: HTMLElement, rel: string) =>
  [...container.querySelectorAll(`link[rel="${rel}"]`)].map(link => link.getAttribute("href"))

const renderHead = (pageContext: NewsListPageContext) =>
  renderWithTheme(
    <Head
      {...({ data: archivePage(pageContext.locale), pageContext } as HeadProps<
        Queries.NewsListPageQuery,
        NewsListPageContext
      >)}
    />,
  ).container

const renderList = (pageContext: NewsListPageContext) =>
  renderPage(
    <NewsListPage
      {...({ data: archivePage(pageContext.locale), pageContext } as PageProps<
        Queries.NewsListPageQuery,
        NewsListPageContext
      >)}
    />,
  )

/**
 * The link that shows `title`, found by its text and checked by its name: naming every link of a whole page, as
 * getByRole does, takes jsdom seconds, once per query.
 */
function linkShowing(title: string) {
  const link = screen.getByText(title).closest("a")
  expect(link).toHaveAccessibleName(title)
  return link
}

const url = (locale: Locale, page: number) =>
  `${siteSettings.siteUrl}${localizedPath(locale, newsArchiveRoute.path(page))}`

test("the first page points search engines to the next one only", () => {
  const head = renderHead(listContext("en", 1, 3))
  expect(headLinks(head, "prev")).toEqual([])
  expect(headLinks(head, "next")).toEqual([url("en", 2)])
  expect(headLinks(head, "canonical")).toEqual([url("en", 1)])
  expect(head.querySelector("title")?.textContent).toContain(homeCopy("en").newsListTitle)
})

test("a middle page points both ways, and names its page number", () => {
  const head = renderHead(listContext("en", 2, 3))
  expect(headLinks(head, "prev")).toEqual([url("en", 1)])
  expect(headLinks(head, "next")).toEqual([url("en", 3)])
  expect(headLinks(head, "canonical")).toEqual([url("en", 2)])
  expect(head.querySelector("title")?.textContent).toContain("page 2")
})

test("the last page points back only", () => {
  const head = renderHead(listContext("en", 3, 3))
  expect(headLinks(head, "prev")).toEqual([url("en", 2)])
  expect(headLinks(head, "next")).toEqual([])
})

test("a Swahili page points to the Swahili pages, with its Swahili title", () => {
  const head = renderHead(listContext("sw", 2, 3))
  expect(headLinks(head, "prev")).toEqual([url("sw", 1)])
  expect(headLinks(head, "next")).toEqual([url("sw", 3)])
  expect(headLinks(head, "canonical")).toEqual([url("sw", 2)])
  expect(head.querySelector("title")?.textContent).toContain(
    dictionaries.sw.news.archiveTitle(homeCopy("sw").newsListTitle, 2),
  )
})

test("a page lists its articles and links to the newer and older pages", async () => {
  await renderList(listContext("en", 2, 3))
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`${homeCopy("en").newsListTitle}, page 2`)
  for (const article of readFixtureArchive("en")) {
    expect(linkShowing(article.title)).toHaveAttribute("href", articlePath(article))
  }
  const pages = within(screen.getByRole("navigation", { name: "Pages of the news archive" }))
  expect(pages.getByRole("link", { name: /Newer/ })).toHaveAttribute("href", newsArchiveRoute.path(1))
  expect(pages.getByRole("link", { name: /Older/ })).toHaveAttribute("href", newsArchiveRoute.path(3))
})

describe.each(locales)("the archive in %s", locale => {
  const archive = readFixtureArchive(locale)
  const own = archive.filter(article => article.locale === locale)
  const foreign = archive.filter(article => article.locale !== locale)
  const cardOf = (article: FixtureNewsArticle) => linkShowing(article.title)?.closest("article")

  test("the fixture set holds articles written in it and articles written only in another language", () => {
    expect(own.length).toBeGreaterThan(0)
    expect(foreign.length).toBeGreaterThan(0)
  })

  test("an article in the page's language has no lang of its own and links to its page in that language", async () => {
    await renderList(listContext(locale, 1, 1))
    for (const article of own) {
      expect(cardOf(article)).not.toHaveAttribute("lang")
      expect(linkShowing(article.title)).toHaveAttribute("href", localizedPath(locale, articleRoute.path(article.slug)))
    }
  })

  test("an article written only in another language is marked with its language and links to its own page", async () => {
    await renderList(listContext(locale, 1, 1))
    for (const article of foreign) {
      expect(cardOf(article)).toHaveAttribute("lang", article.locale)
      expect(linkShowing(article.title)).toHaveAttribute(
        "href",
        localizedPath(article.locale, articleRoute.path(article.slug)),
      )
    }
  })
})

test("on a Swahili page, the heading and the links between pages are in Swahili and lead to Swahili pages", async () => {
  const words = dictionaries.sw.news
  await renderList(listContext("sw", 2, 3))
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
    words.archiveTitle(homeCopy("sw").newsListTitle, 2),
  )
  const pages = within(screen.getByRole("navigation", { name: words.archivePages }))
  expect(pages.getByRole("link", { name: words.newerArticles })).toHaveAttribute(
    "href",
    localizedPath("sw", newsArchiveRoute.path(1)),
  )
  expect(pages.getByRole("link", { name: words.olderArticles })).toHaveAttribute(
    "href",
    localizedPath("sw", newsArchiveRoute.path(3)),
  )
})

describe("an article page", () => {
  /** A neighbour as createPages gives it: its page is in the language it is written in. */
  const link = (article: FixtureNewsArticle): ArticleLink => ({
    title: article.title,
    path: articlePath(article),
    locale: article.locale,
  })

  /** Context of `article`'s page on the archive of `locale`, with the given neighbours. */
  function articleContext(
    locale: Locale,
    article: FixtureNewsArticle,
    newer: FixtureNewsArticle | null,
    older: FixtureNewsArticle | null,
    searched = true,
  ): ArticlePageContext {
    const paths = Object.fromEntries(
      locales.map(other => [other, localizedPath(other, articleRoute.path(article.slug))]),
    ) as Record<Locale, string>
    return {
      locale,
      alternates: paths,
      languageLinks: paths,
      slug: article.slug,
      searched,
      newer: newer && link(newer),
      older: older && link(older),
    }
  }

  const renderArticle = (article: FixtureNewsArticle, pageContext: ArticlePageContext) => {
    const data: Queries.NewsArticlePageQuery = {
      homeCopy: homeCopy(pageContext.locale),
      newsArticle: { ...article, isoDate: article.date, image: { childImageSharp: null }, body: { html: "" } },
    }
    return renderPage(
      <NewsArticlePage {...({ data, pageContext } as PageProps<Queries.NewsArticlePageQuery, ArticlePageContext>)} />,
    )
  }
  const neighbours = (locale: Locale = "en") =>
    screen.queryByRole("navigation", { name: dictionaries[locale].news.neighbours })

  const [newer, article, older] = readFixtureArchive("en")

  test("links to the older and the newer article", async () => {
    await renderArticle(article, articleContext("en", article, newer, older))
    const links = within(neighbours() as HTMLElement)
    expect(links.getByRole("link", { name: new RegExp(older.title) })).toHaveAttribute("href", articlePath(older))
    expect(links.getByRole("link", { name: new RegExp(newer.title) })).toHaveAttribute("href", articlePath(newer))
  })

  test("the newest links only to the one before it", async () => {
    await renderArticle(newer, articleContext("en", newer, null, article))
    const links = within(neighbours() as HTMLElement).getAllByRole("link")
    expect(links.map(each => each.getAttribute("href"))).toEqual([articlePath(article)])
  })

  test.each([
    ["among the newest the search covers gives its text to the index", true],
    ["older than those keeps its text out of the index", false],
  ])("an article %s", async (_, searched) => {
    await renderArticle(article, articleContext("en", article, newer, older, searched))
    expect(document.querySelector(`[${searchBodyAttribute}]`) !== null).toBe(searched)
  })

  test("a lone article has no such links", async () => {
    await renderArticle(article, articleContext("en", article, null, null))
    expect(neighbours()).not.toBeInTheDocument()
  })

  test("on a Swahili page, a neighbour written only in English is marked English and leads to its English page", async () => {
    const archive = readFixtureArchive("sw")
    const index = archive.findIndex(
      (each, i) => each.locale === "sw" && archive[i - 1]?.locale === "en" && archive[i + 1]?.locale === "sw",
    )
    expect(index).toBeGreaterThan(0)
    const [before, swahili, after] = archive.slice(index - 1, index + 2)
    await renderArticle(swahili, articleContext("sw", swahili, before, after))
    const links = within(neighbours("sw") as HTMLElement)
    const english = links.getByRole("link", { name: new RegExp(before.title) })
    expect(english).toHaveAttribute("href", articlePath(before))
    expect(english).toHaveAttribute("href", articleRoute.path(before.slug))
    expect(within(english).getByText(before.title)).toHaveAttribute("lang", "en")
    expect(within(english).getByText(dictionaries.sw.news.newerArticle)).not.toHaveAttribute("lang")
    const own = links.getByRole("link", { name: new RegExp(after.title) })
    expect(own).toHaveAttribute("href", localizedPath("sw", articleRoute.path(after.slug)))
    expect(within(own).getByText(after.title)).not.toHaveAttribute("lang")
  })
})
