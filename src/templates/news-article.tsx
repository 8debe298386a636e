import React from "react"
import { graphql, HeadFC, Link, PageProps } from "gatsby"
import styled from "styled-components"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo, absoluteUrl, appIcon } from "../components/Seo"
import { NewsArticleJsonLd } from "../components/StructuredData"
import { useSiteSettings } from "../hooks"
import { ArrowBackIcon } from "../components/Icons"
import { ArticleView } from "../components/News/ArticleView"
import { articleRoute } from "../routes"

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.sizes.touchTarget}px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-weight: 600;
`

const Nav = styled.nav`
  max-width: 48rem;
  margin: 0 auto;
`

export default function NewsArticlePage({ data }: PageProps<Queries.NewsArticlePageQuery>) {
  const article = data.newsArticle
  if (!article) return null
  return (
    <PublicLayout>
      <Nav aria-label="Breadcrumb">
        <Back to="/news/">
          <ArrowBackIcon /> {data.homeCopy?.newsBackLink}
        </Back>
      </Nav>
      <ArticleView
        title={article.title}
        date={article.date}
        isoDate={article.isoDate}
        image={article.image.childImageSharp?.gatsbyImageData}
        imageAlt={article.imageAlt}
        html={article.body.html ?? ""}
      />
    </PublicLayout>
  )
}

export const Head: HeadFC<Queries.NewsArticlePageQuery> = ({ data }) => {
  const site = useSiteSettings()
  const article = data.newsArticle
  if (!article) return <></>
  const path = articleRoute.path(article.slug)
  const image = article.image.childImageSharp?.gatsbyImageData.images.fallback?.src
  return (
    <Seo
      title={article.title}
      description={article.excerpt}
      path={path}
      type="article"
      image={image}
      jsonLd={
        <NewsArticleJsonLd
          headline={article.title}
          description={article.excerpt}
          url={absoluteUrl(site.siteUrl, path)}
          image={absoluteUrl(site.siteUrl, image ?? appIcon)}
          datePublished={article.isoDate}
          organizationName={site.name}
          organizationUrl={`${site.siteUrl}/`}
          logo={absoluteUrl(site.siteUrl, appIcon)}
        />
      }
    />
  )
}

export const query = graphql`
  query NewsArticlePage($slug: String!) {
    homeCopy {
      newsBackLink
    }
    newsArticle(slug: { eq: $slug }) {
      ...NewsArticleFields
      image {
        childImageSharp {
          gatsbyImageData(width: 768, placeholder: DOMINANT_COLOR)
        }
      }
      body {
        html
      }
    }
  }
`
