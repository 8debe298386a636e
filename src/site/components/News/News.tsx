import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { NewsCard, NewsCardArticle } from "./NewsCard"
import { theme } from "../../theme"

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  ${theme.up("md")} {
    grid-template-columns: repeat(${theme.cardsPerRow.news.md}, 1fr);
  }
`

const AllLink = styled(Link)`
  display: table;
  margin: ${theme.space(10)} auto 0;
  font-weight: 600;
`

export interface NewsProps {
  articles: NewsCardArticle[]
  /** Text of the link to the page listing every article. */
  allLabel: string
  /** Where that page is, in the page's language. */
  allPath: string
}

/** The newest articles as cards, and the way to the rest. */
export function News({ articles, allLabel, allPath }: NewsProps) {
  return (
    <>
      <Grid>
        {articles.map(article => (
          <NewsCard key={article.path} article={article} />
        ))}
      </Grid>
      <AllLink to={allPath}>{allLabel}</AllLink>
    </>
  )
}
