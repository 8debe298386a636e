import React from "react"
import { graphql, HeadFC, PageProps } from "gatsby"
import styled from "styled-components"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo, absoluteUrl } from "../components/Seo"
import { ArticleSummary } from "../components/ArticleSummary"
import { Pagination } from "../components/Pagination"
import { useSiteSettings } from "../hooks"
import { articleRoute, newsArchiveRoute } from "../routes"
import { theme } from "../theme"

const Heading = styled.h1`
  margin-bottom: ${theme.space(8)};
  font-size: 2rem;
  ${theme.up("md")} {
    font-size: 2.5rem;
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
const pageTitle = (title: string, page: number) => (page > 1 ? `${title}, page ${page}` : title)

/** Each page of the archive is described apart, so search engines do not take them for copies. */
const pageDescription = (description: string, page: number, count: number) =>
  page > 1 ? `${description} Page ${page} of ${count}.` : description

/** One page of the news archive: ten articles, newest first, and links to the newer and older pages. */
export default function NewsListPage({ data }: PageProps<Queries.NewsListPageQuery>) {
  const { currentPage, pageCount } = data.allNewsArticle.pageInfo
  return (
    <PublicLayout>
      <Heading>{pageTitle(data.homeCopy?.newsListTitle ?? "", currentPage)}</Heading>
      <List>
        {data.allNewsArticle.nodes.map((article, index) => (
          <li key={article.slug}>
            <ArticleSummary
              title={article.title}
              path={articleRoute.path(article.slug)}
              date={article.date}
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
        pathOf={newsArchiveRoute.path}
        label="Pages of the news archive"
        previousLabel="Newer articles"
        nextLabel="Older articles"
      />
    </PublicLayout>
  )
}

export const Head: HeadFC<Queries.NewsListPageQuery> = ({ data }) => {
  const site = useSiteSettings()
  const { currentPage, pageCount, hasPreviousPage, hasNextPage } = data.allNewsArticle.pageInfo
  const url = (page: number) => absoluteUrl(site.siteUrl, newsArchiveRoute.path(page))
  return (
    <Seo
      title={pageTitle(data.homeCopy?.newsListTitle ?? "", currentPage)}
      description={pageDescription(data.homeCopy?.newsListDescription ?? "", currentPage, pageCount)}
      path={newsArchiveRoute.path(currentPage)}
    >
      {hasPreviousPage && <link rel="prev" href={url(currentPage - 1)} />}
      {hasNextPage && <link rel="next" href={url(currentPage + 1)} />}
    </Seo>
  )
}

// The archive's order: newest first, and articles of the same day by slug, as gatsby-node numbers them.
export const query = graphql`
  query NewsListPage($skip: Int!, $limit: Int!) {
    homeCopy {
      newsListTitle
      newsListDescription
    }
    allNewsArticle(sort: [{ date: DESC }, { slug: ASC }], skip: $skip, limit: $limit) {
      pageInfo {
        currentPage
        pageCount
        hasPreviousPage
        hasNextPage
      }
      nodes {
        ...NewsArticleFields
        image {
          childImageSharp {
            gatsbyImageData(width: 360, height: 240, placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
  }
`
