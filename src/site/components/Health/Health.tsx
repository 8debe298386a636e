import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { Picture } from "../Picture"
import { Card, CardBody } from "../Card"
import { ExpandableText } from "../ExpandableText"
import { ReviewDates } from "../ReviewDates"
import { theme } from "../../theme"

export interface HealthArticle extends Pick<
  Queries.HealthArticle,
  "title" | "excerpt" | "imageAlt" | "reviewed" | "nextReview"
> {
  image: IGatsbyImageData | null | undefined
  html: string
}

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  ${theme.up("sm")} {
    grid-template-columns: repeat(${theme.cardsPerRow.health.sm}, 1fr);
  }
  ${theme.up("lg")} {
    grid-template-columns: repeat(${theme.cardsPerRow.health.lg}, 1fr);
  }
`

/** The health articles, all collapsed at first, each opened and closed on its own, with its review dates. */
export function Health({ articles }: { articles: HealthArticle[] }) {
  return (
    <Grid>
      {articles.map(article => (
        <Card key={article.title}>
          <Picture image={article.image} alt={article.imageAlt} />
          <CardBody>
            <h3>{article.title}</h3>
            <ExpandableText excerpt={article.excerpt} html={article.html} about={article.title} />
            <ReviewDates reviewed={article.reviewed} nextReview={article.nextReview} />
          </CardBody>
        </Card>
      ))}
    </Grid>
  )
}
