import React from "react"
import { graphql, HeadFC, Link, PageProps } from "gatsby"
import styled from "styled-components"
import { PublicLayout } from "../layouts/PublicLayout"
import { Seo, absoluteUrl, appIcon } from "../components/Seo"
import { NewsArticleJsonLd } from "../components/StructuredData"
import { useSiteCopy, useSiteSettings } from "../hooks"
import { dictionaries } from "../i18n"
import { ArrowBackIcon, ArrowNextIcon } from "../components/Icons"
import { ArticleView } from "../components/News/ArticleView"
import { articleRoute, localizedPath, newsArchiveRoute } from "../../model/routes"
import type { ArticleLink, ArticlePageContext } from "../../model/page-context"
import { searchIgnore } from "../../model/search"
import { theme } from "../theme"

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: ${theme.sizes.touchTarget}px;
  margin-bottom: ${theme.space(4)};
  font-weight: 600;
`

const Nav = styled.nav`
  max-width: ${theme.readingWidth};
  margin: 0 auto;
`

const Neighbours = styled.nav`
  display: grid;
  gap: ${theme.space(4)};
  max-width: ${theme.readingWidth};
  margin: ${theme.space(8)} auto 0;
  ${theme.up("sm")} {
    grid-template-columns: 1fr 1fr;
  }
`

const Neighbour = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: ${theme.sizes.touchTarget}px;
  font-weight: 600;
  span {
    display: block;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize.small};
    font-weight: 400;
  }
`

/** On the right, even when there is no older article on the left. */
const NewerLink = styled(Neighbour)`
  justify-content: flex-end;
  text-align: right;
  ${theme.up("sm")} {
    grid-column: 2;
  }
`

export default function NewsArticlePage({
  data,
  pageContext,
}: PageProps<Queries.NewsArticlePageQuery, ArticlePageContext>) {
  const article = data.newsArticle
  const words = dictionaries[pageContext.locale]
  if (!article) return null
  // A neighbour not translated yet is shown in its own language.
  const langOf = (link: ArticleLink) => (link.locale === pageContext.locale ? undefined : link.locale)
  return (
    <PublicLayout language={pageContext} search={pageContext.searched ? { kind: "news" } : undefined}>
      <Nav aria-label={words.breadcrumb.label} {...searchIgnore}>
        <Back to={localizedPath(pageContext.locale, newsArchiveRoute.path(1))}>
          <ArrowBackIcon /> {data.homeCopy?.newsBackLink}
        </Back>
      </Nav>
      <ArticleView
        title={article.title}
        isoDate={article.isoDate}
        image={article.image.childImageSharp?.gatsbyImageData}
        imageAlt={article.imageAlt}
        html={article.body.html ?? ""}
      />
      {(pageContext.older || pageContext.newer) && (
        <Neighbours aria-label={words.news.neighbours} {...searchIgnore}>
          {pageContext.older && (
            <Neighbour to={pageContext.older.path} rel="prev">
              <ArrowBackIcon />
              <div>
                <span>{words.news.olderArticle}</span>
                <span lang={langOf(pageContext.older)}>{pageContext.older.title}</span>
              </div>
            </Neighbour>
          )}
          {pageContext.newer && (
            <NewerLink to={pageContext.newer.path} rel="next">
              <div>
                <span>{words.news.newerArticle}</span>
                <span lang={langOf(pageContext.newer)}>{pageContext.newer.title}</span>
              </div>
              <ArrowNextIcon />
            </NewerLink>
          )}
        </Neighbours>
      )}
    </PublicLayout>
  )
}

export const Head: HeadFC<Queries.NewsArticlePageQuery, ArticlePageContext> = ({ data, pageContext }) => {
  const site = { ...useSiteSettings(), ...useSiteCopy(pageContext.locale) }
  const article = data.newsArticle
  if (!article) return <></>
  const path = localizedPath(pageContext.locale, articleRoute.path(article.slug))
  const image = article.image.childImageSharp?.gatsbyImageData.images.fallback?.src
  return (
    <Seo
      title={article.title}
      description={article.excerpt}
      path={path}
      language={pageContext}
      type="article"
      image={image}
      mainPicture={article.image.childImageSharp?.gatsbyImageData}
      jsonLd={
        <NewsArticleJsonLd
          headline={article.title}
          description={article.excerpt}
          url={absoluteUrl(site.siteUrl, path)}
          image={absoluteUrl(site.siteUrl, image ?? appIcon)}
          datePublished={article.isoDate}
          inLanguage={pageContext.locale}
          organizationName={site.name}
          organizationUrl={`${site.siteUrl}/`}
          logo={absoluteUrl(site.siteUrl, appIcon)}
        />
      }
    />
  )
}

export const query = graphql`
  query NewsArticlePage($slug: String!, $locale: String!) {
    homeCopy(locale: { eq: $locale }) {
      newsBackLink
    }
    newsArticle(slug: { eq: $slug }, locale: { eq: $locale }) {
      ...NewsArticleFields
      image {
        childImageSharp {
          gatsbyImageData(
            width: 768
            placeholder: DOMINANT_COLOR
            breakpoints: [375, 750, 1125, 1536]
            formats: [AUTO, WEBP, AVIF]
          )
        }
      }
      body {
        html
      }
    }
  }
`
