import React from "react"
import styled from "styled-components"
import { Card, Prose } from "../Card"
import { theme } from "../../theme"

const AboutCard = styled(Card)`
  max-width: 52rem;
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(6)};
  border-top: 4px solid ${theme.colors.primary};
  text-align: center;
  font-size: ${theme.fontSize.medium};
  ${theme.up("md")} {
    padding: ${theme.space(12)};
  }
  h2 {
    font-size: ${theme.fontSize.h2};
  }
`

/** The About Us card: a title and the Markdown text of content/sections/about.md. */
export function About({ title, html }: Pick<Queries.Section, "title"> & { html: string }) {
  return (
    <AboutCard aria-labelledby="about-title">
      <h2 id="about-title">{title}</h2>
      <Prose dangerouslySetInnerHTML={{ __html: html }} />
    </AboutCard>
  )
}
