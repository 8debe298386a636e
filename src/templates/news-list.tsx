import React from "react"
import { graphql, HeadFC, PageProps } from "gatsby"
import styled from "styled-components"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo } from "../components/Seo"
import { ArticleSummary } from "../components/ArticleSummary"
import { articleRoute } from "../routes"

const Heading = styled.h1`
  margin-bottom: ${({ theme }) => theme.space(8)};
  font-size: 2rem;
  ${({ theme }) => theme.up("md")} {
    font-size: 2.5rem;
  }
`

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  margin: 0;
  padding: 0;
  list-style: none;
`

export default function NewsListPage({ data }: PageProps<Queries.NewsListPageQuery>) {
  return (
    <PublicLayout>
      <Heading>{data.homeCopy?.newsListTitle}</Heading>
      <List>
        {data.allNewsArticle.nodes.map(article => (
          <li key={article.slug}>
            <ArticleSummary
              title={article.title}
              path={articleRoute.path(article.slug)}
              date={article.date}
              isoDate={article.isoDate}
              excerpt={article.excerpt}
              imageAlt={article.imageAlt}
              image={article.image.childImageSharp?.gatsbyImageData}
            />
          </li>
        ))}
      </List>
    </PublicLayout>
  )
}

export const Head: HeadFC<Queries.NewsListPageQuery> = ({ data }) => (
  <Seo title={data.homeCopy?.newsListTitle ?? ""} description={data.homeCopy?.newsListDescription} path="/news/" />
)

export const query = graphql`
  query NewsListPage {
    homeCopy {
      newsListTitle
      newsListDescription
    }
    allNewsArticle(sort: { date: DESC }) {
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
