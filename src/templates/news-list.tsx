import React from "react"
import { graphql, HeadFC, Link, PageProps } from "gatsby"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo } from "../components/Seo"
import { newsArticlePath } from "../node/routes"

export default function NewsListPage({ data }: PageProps<Queries.NewsListPageQuery>) {
  return (
    <PublicLayout>
      <h1>News &amp; Articles</h1>
      {data.allNewsArticle.nodes.map(article => (
        <article key={article.slug}>
          <h2>
            <Link to={newsArticlePath(article.slug)}>{article.title}</Link>
          </h2>
          <p>
            <time dateTime={article.isoDate}>{article.date}</time>
          </p>
          <p>{article.excerpt}</p>
        </article>
      ))}
    </PublicLayout>
  )
}

export const Head: HeadFC = () => (
  <Seo title="News & Articles" description="News and health articles from the hospital, newest first." path="/news/" />
)

export const query = graphql`
  query NewsListPage {
    allNewsArticle(sort: { date: DESC }) {
      nodes {
        slug
        title
        excerpt
        date(formatString: "D MMMM YYYY")
        isoDate: date
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 400, height: 267, placeholder: BLURRED)
          }
        }
      }
    }
  }
`
