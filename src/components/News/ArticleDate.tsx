import styled from "styled-components"
import { theme } from "../../theme"

/** An article's date, as every view of an article shows it: `dateTime` carries the ISO date. */
export const ArticleDate = styled.time`
  display: block;
  margin-bottom: ${theme.space(2)};
  color: ${theme.colors.muted};
  font-size: 0.875rem;
`
