import styled from "styled-components"
import { cardSurface } from "./Card"
import { theme } from "../../theme"

/** A page's one card of reading: a news article, a service. */
export const ArticleCard = styled.article`
  ${cardSurface}
  max-width: 48rem;
  margin: 0 auto;
  overflow: hidden;
`

/** The text of an ArticleCard, below its picture. */
export const ArticleBody = styled.div`
  padding: ${theme.space(6)};
  font-size: 1.0625rem;
  ${theme.up("sm")} {
    padding: ${theme.space(10)};
  }
  h1 {
    font-size: 1.875rem;
    ${theme.up("md")} {
      font-size: 2.25rem;
    }
  }
`
