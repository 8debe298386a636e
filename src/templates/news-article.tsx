import React from "react"
import { graphql, HeadFC, Link, PageProps } from "gatsby"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo } from "../components/Seo"
import { newsArticlePath } from "../node/routes"

export default function NewsArticlePage({ data }: PageProps<Queries.NewsArticlePageQuery>) {
  const article = data.newsArticle
  if (!article) return null
  return (
    <PublicLayout>
      <article>
        <h1>{article.title}</h1>
        <p>
          <time dateTime={article.isoDate}>{article.date}</time>
        </p>
        <div dangerouslySetInnerHTML={{ __html: article.body.html ?? "" }} />
      </article>
      <p>
        <Link to="/news/">All news</Link>
      </p>
    </PublicLayout>
  )
}

export const Head: HeadFC<Queries.NewsArticlePageQuery> = ({ data }) => (
  <Seo
    title={data.newsArticle?.title ?? ""}
    description={data.newsArticle?.excerpt}
    path={newsArticlePath(data.newsArticle?.slug ?? "")}
  />
)

export const query = graphql`
  query NewsArticlePage($slug: String!) {
    newsArticle(slug: { eq: $slug }) {
      slug
      title
      excerpt
      date(formatString: "D MMMM YYYY")
      isoDate: date
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 900, placeholder: BLURRED)
        }
      }
      body {
        html
      }
    }
  }
`
