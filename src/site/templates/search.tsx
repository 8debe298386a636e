import React from "react"
import { graphql, HeadFC, Link, PageProps } from "gatsby"
import styled from "styled-components"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo } from "../components/Seo"
import { searchWords } from "../i18n"
import { theme } from "../theme"
import type { SearchPageContext } from "../../model/page-context"
import {
  articleRoute,
  healthSection,
  localizedPath,
  newsArchiveRoute,
  offlinePath,
  searchPath,
  serviceRoute,
  staffPageRoute,
} from "../../model/routes"
import type { SearchKind } from "../../model/search"

const Group = styled.section`
  margin-top: ${theme.space(8)};
  ul {
    margin: ${theme.space(2)} 0 0;
    padding-left: ${theme.space(5)};
  }
  li {
    padding: ${theme.space(1)} 0;
  }
`

/**
 * Every page the site search finds, by kind: where the navbar's search control leads without JavaScript, and a
 * map of the site on its own. The pages listed are those the search indexes (src/model/search.ts).
 */
export default function SearchPage({ data, pageContext }: PageProps<Queries.SearchPageQuery, SearchPageContext>) {
  const { locale } = pageContext
  const words = searchWords[locale]
  const at = (path: string) => localizedPath(locale, path)
  const groups: Record<SearchKind, { title: string; to: string }[]> = {
    service: data.allServicePage.nodes.map(page => ({ title: page.title, to: at(serviceRoute.path(page.slug)) })),
    news: data.newsArticles.map(article => ({ title: article.title, to: at(articleRoute.path(article.slug)) })),
    health: data.allHealthArticle.nodes.map(article => ({
      title: article.title,
      to: at(healthSection.path),
    })),
    page: [
      ...data.allStaffPage.nodes.map(page => ({ title: page.title, to: at(staffPageRoute.path(page.slug)) })),
      ...(data.offline ? [{ title: data.offline.title, to: at(offlinePath) }] : []),
    ],
  }
  return (
    <PublicLayout language={pageContext}>
      <h1>{words.pageTitle}</h1>
      <p>{words.pageIntro}</p>
      {(Object.keys(groups) as SearchKind[])
        .filter(kind => groups[kind].length > 0)
        .map(kind => (
          <Group key={kind} aria-labelledby={`search-${kind}`}>
            <h2 id={`search-${kind}`}>{words.kindHeadings[kind]}</h2>
            <ul>
              {groups[kind].map(({ title, to }) => (
                <li key={`${to} ${title}`}>
                  <Link to={to}>{title}</Link>
                </li>
              ))}
            </ul>
          </Group>
        ))}
      <p>
        <Link to={at(newsArchiveRoute.path(1))}>{words.olderNews}</Link>
      </p>
    </PublicLayout>
  )
}

export const Head: HeadFC<Queries.SearchPageQuery, SearchPageContext> = ({ pageContext }) => {
  const words = searchWords[pageContext.locale]
  return (
    <Seo
      title={words.pageTitle}
      description={words.pageIntro}
      path={localizedPath(pageContext.locale, searchPath)}
      language={pageContext}
    />
  )
}

export const query = graphql`
  query SearchPage($locale: String!, $news: [String!]!) {
    allServicePage(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        slug
        title
      }
    }
    newsArticles(ids: $news) {
      slug
      title
    }
    allHealthArticle(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        title
      }
    }
    allStaffPage(filter: { locale: { eq: $locale } }, sort: { title: ASC }) {
      nodes {
        slug
        title
      }
    }
    offline: section(translationKey: { eq: "sections/offline.md" }, locale: { eq: $locale }) {
      title
    }
  }
`
