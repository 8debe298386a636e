import React from "react"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { Picture } from "../Picture"
import { Card, CardBody } from "../Card"
import { ExpandableText } from "../ExpandableText"
import { ArticleDate } from "./ArticleDate"
import type { NewsArticleText } from "./fields"
import { theme } from "../../theme"

export interface NewsCardArticle extends NewsArticleText {
  /** Address of the article's own page. */
  path: string
  /** The article's language, when it is not the page's: an article not translated yet is shown as it is. */
  lang?: string
  image: IGatsbyImageData | null | undefined
  html: string
}

const TitleLink = styled(Link)`
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`

/** A news card of the home page: picture, date, title linking to the article's page, expandable text. */
export function NewsCard({ article }: { article: NewsCardArticle }) {
  return (
    <Card lang={article.lang}>
      <Picture image={article.image} alt={article.imageAlt} />
      <CardBody>
        <ArticleDate isoDate={article.isoDate} />
        <h3>
          <TitleLink to={article.path}>{article.title}</TitleLink>
        </h3>
        <ExpandableText excerpt={article.excerpt} html={article.html} about={article.title} />
      </CardBody>
    </Card>
  )
}
