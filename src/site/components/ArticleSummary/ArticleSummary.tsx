import React from "react"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { Picture } from "../Picture"
import { cardSurface } from "../Card"
import { ArticleDate } from "../News/ArticleDate"
import type { NewsArticleText } from "../News/fields"
import { theme } from "../../theme"

const Wrapper = styled.article`
  ${cardSurface}
  display: grid;
  overflow: hidden;
  ${theme.up("sm")} {
    grid-template-columns: 240px 1fr;
  }
  ${theme.up("md")} {
    grid-template-columns: 360px 1fr;
  }
  > span:first-child {
    width: 100%;
    height: 100%;
    min-height: 200px;
  }
`

const Body = styled.div`
  padding: ${theme.space(6)};
  h2 {
    font-size: ${theme.fontSize.h3};
  }
  h2 a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  h2 a:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`

export interface ArticleSummaryProps extends NewsArticleText {
  path: string
  /** The article's language, when it is not the page's: an article not translated yet is shown as it is. */
  lang?: string
  image: IGatsbyImageData | null | undefined
  /** The first of the list: its picture is the largest thing on a phone's first screen, so it loads first. */
  priority?: boolean
}

/** One article in the /news/ list: picture, date, linked title and excerpt. */
export function ArticleSummary({
  title,
  path,
  lang,
  isoDate,
  excerpt,
  imageAlt,
  image,
  priority = false,
}: ArticleSummaryProps) {
  return (
    <Wrapper lang={lang}>
      <Picture image={image} alt={imageAlt} priority={priority} />
      <Body>
        <ArticleDate isoDate={isoDate} />
        <h2>
          <Link to={path}>{title}</Link>
        </h2>
        <p>{excerpt}</p>
      </Body>
    </Wrapper>
  )
}
