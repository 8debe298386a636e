import React from "react"
import styled from "styled-components"
import { Prose } from "../Card"
import { theme } from "../../theme"

const Text = styled(Prose)`
  max-width: 46rem;
  margin: 0 auto;
  font-size: ${theme.fontSize.medium};
  text-align: center;
`

/** The WHO WE ARE text from content/sections/who-we-are.md (its heading comes from the Section around it). */
export function WhoWeAre({ html }: { html: string }) {
  return <Text dangerouslySetInnerHTML={{ __html: html }} />
}
