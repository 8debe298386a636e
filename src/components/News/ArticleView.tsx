import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { ArticleBody, ArticleCard } from "../Card"
import { Picture } from "../Picture"
import { ArticleDate } from "./ArticleDate"
import { theme } from "../../theme"

const Date = styled(ArticleDate)`
  margin-bottom: ${theme.space(6)};
  font-size: 1rem;
`

export interface ArticleViewProps {
  title: string
  /** The date as shown, and as YYYY-MM-DD for machines. */
  date: string
  isoDate: string
  image: IGatsbyImageData | null | undefined
  imageAlt: string
  /** The article's text, rendered from Markdown. */
  html: string
}

/** A news article as its own page shows it (and the CMS previews it): picture, title, date and text. */
export function ArticleView({ title, date, isoDate, image, imageAlt, html }: ArticleViewProps) {
  return (
    <ArticleCard>
      <Picture image={image} alt={imageAlt} priority />
      <ArticleBody>
        <h1>{title}</h1>
        <Date dateTime={isoDate}>{date}</Date>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </ArticleBody>
    </ArticleCard>
  )
}
