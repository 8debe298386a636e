import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { ArticleBody, ArticleCard } from "../Card"
import { Picture } from "../Picture"
import { ArticleDate } from "./ArticleDate"
import type { NewsArticleText } from "./fields"
import { theme } from "../../theme"

const Date = styled(ArticleDate)`
  margin-bottom: ${theme.space(6)};
  font-size: ${theme.fontSize.body};
`

/** `isoDate` is YYYY-MM-DD (or a full ISO date), shown in words in the page's language. */
export interface ArticleViewProps extends Pick<NewsArticleText, "title" | "isoDate" | "imageAlt"> {
  image: IGatsbyImageData | null | undefined
  /** The article's text, rendered from Markdown. */
  html: string
}

/** A news article as its own page shows it (and the CMS previews it): picture, title, date and text. */
export function ArticleView({ title, isoDate, image, imageAlt, html }: ArticleViewProps) {
  return (
    <ArticleCard>
      <Picture image={image} alt={imageAlt} priority />
      <ArticleBody>
        <h1>{title}</h1>
        <Date isoDate={isoDate} />
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </ArticleBody>
    </ArticleCard>
  )
}
