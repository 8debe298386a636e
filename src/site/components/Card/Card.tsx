import styled, { css } from "styled-components"
import { theme } from "../../theme"

/** White, rounded, with the theme's card shadow. */
export const cardSurface = css`
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.card};
  box-shadow: ${theme.shadow.card};
`

/** A card with a picture on top and a body: the building block of the home page. */
export const Card = styled.article`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  overflow: hidden;
`

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${theme.space(6)};
  h3 {
    font-size: ${theme.fontSize.h4};
  }
  p:last-child {
    margin-bottom: 0;
  }
`

/** Rendered Markdown: paragraphs with comfortable spacing. */
export const Prose = styled.div`
  p:last-child {
    margin-bottom: 0;
  }
`
