import React from "react"
import { graphql, HeadFC, PageProps } from "gatsby"
import styled from "styled-components"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo, absoluteUrl } from "../components/Seo"
import { ArticleSummary } from "../components/ArticleSummary"
import { Pagination } from "../components/Pagination"
import { useSiteSettings } from "../hooks"
import { Dictionary, Locale, dictionaries } from "../i18n"
import { articleRoute, localizedPath, newsArchiveRoute } from "../../model/routes"
import type { NewsListPageContext } from "../../model/page-context"
import { theme } from "../theme"

const Heading = styled.h1`
  margin-bottom: ${theme.space(8)};
  font-size: ${theme.fontSize.displaySmall};
  ${theme.up("md")} {
    font-size: ${theme.fontSize.displayLarge};
  }
`

const List = styled.ol`
  display: grid;
  gap: ${theme.space(8)};
  margin: 0;
  padding: 0;
  list-style: none;
`

/** "News & Articles", then "News & Articles, page 2" from the second page on. */
const pageTitle = (words: Dictionary, title: string, page: number) =>
  page > 1 ? words.news.archiveTitle(title, page) : title

/** Each page of the archive is described apart, so search engines do not take them for copies. */
const pageDescription = (words: Dictionary, description: string, page: number, count: number) =>
  page > 1 ? words.news.archiveDescription(description, page, count) : description

/** One page of the news archive: ten articles, newest first, and links to the newer and older pages. */
export default function NewsListPage({ data, pageContext }: PageProps<Queries.NewsListPageQuery, NewsListPageContext>) {
  const { locale, page: currentPage, pageCount } = pageContext
  const words = dictionaries[locale]
  return (
    <PublicLayout language={pageContext}>
      <Heading>{pageTitle(words, data.homeCopy?.newsListTitle ?? "", currentPage)}</Heading>
      <List>
        {data.newsArticles.map((article, index) => (
          <li key={article.slug}>
            <ArticleSummary
              title={article.title}
              path={localizedPath(article.locale as Locale, articleRoute.path(article.slug))}
              lang={article.locale === locale ? undefined : article.locale}
              isoDate={article.isoDate}
              excerpt={article.excerpt}
              imageAlt={article.imageAlt}
              image={article.image.childImageSharp?.gatsbyImageData}
              priority={index === 0}
            />
          </li>
        ))}
      </List>
      <Pagination
        current={currentPage}
        count={pageCount}
        pathOf={page => localizedPath(locale, newsArchiveRoute.path(page))}
        label={words.news.archivePages}
        previousLabel={words.news.newerArticles}
        nextLabel={words.news.olderArticles}
      />
    </PublicLayout>
  )
}

export const Head: HeadFC<Queries.NewsListPageQuery, NewsListPageContext> = ({ data, pageContext }) => {
  const site = useSiteSettings()
  const { locale, page: currentPage, pageCount } = pageContext
  const words = dictionaries[locale]
  const url = (page: number) => absoluteUrl(site.siteUrl, localizedPath(locale, newsArchiveRoute.path(page)))
  return (
    <Seo
      title={pageTitle(words, data.homeCopy?.newsListTitle ?? "", currentPage)}
      description={pageDescription(words, data.homeCopy?.newsListDescription ?? "", currentPage, pageCount)}
      path={localizedPath(locale, newsArchiveRoute.path(currentPage))}
      language={pageContext}
    >
      {currentPage > 1 && <link rel="prev" href={url(currentPage - 1)} />}
      {currentPage < pageCount && <link rel="next" href={url(currentPage + 1)} />}
    </Seo>
  )
}

// The articles in the order createPages lists them for this page of the archive.
export const query = graphql`
  query NewsListPage($ids: [String!]!, $locale: String!) {
    homeCopy(locale: { eq: $locale }) {
      newsListTitle
      newsListDescription
    }
    newsArticles(ids: $ids) {
      ...NewsArticleFields
      image {
        childImageSharp {
          gatsbyImageData(width: 360, height: 240, placeholder: DOMINANT_COLOR)
        }
      }
    }
  }
`
