import styled from "styled-components"
import { cardSurface } from "./Card"
import { theme } from "../../theme"

/** A page's one card of reading: a news article, a service. */
export const ArticleCard = styled.article`
  ${cardSurface}
  max-width: ${theme.readingWidth};
  margin: 0 auto;
  overflow: hidden;
`

/** The text of an ArticleCard, below its picture. */
export const ArticleBody = styled.div`
  padding: ${theme.space(6)};
  font-size: ${theme.fontSize.medium};
  ${theme.up("sm")} {
    padding: ${theme.space(10)};
  }
  h1 {
    font-size: ${theme.fontSize.h1};
    ${theme.up("md")} {
      font-size: ${theme.fontSize.display};
    }
  }
`
