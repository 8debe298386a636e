import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { cardSurface } from "../Card"
import { Picture } from "../Picture"
import { ArticleDate } from "./ArticleDate"

const Article = styled.article`
  ${cardSurface}
  max-width: 48rem;
  margin: 0 auto;
  overflow: hidden;
`

const Body = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  font-size: 1.0625rem;
  ${({ theme }) => theme.up("sm")} {
    padding: ${({ theme }) => theme.space(10)};
  }
  h1 {
    font-size: 1.875rem;
    ${({ theme }) => theme.up("md")} {
      font-size: 2.25rem;
    }
  }
`

const Date = styled(ArticleDate)`
  margin-bottom: ${({ theme }) => theme.space(6)};
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
    <Article>
      <Picture image={image} alt={imageAlt} priority />
      <Body>
        <h1>{title}</h1>
        <Date dateTime={isoDate}>{date}</Date>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Body>
    </Article>
  )
}
