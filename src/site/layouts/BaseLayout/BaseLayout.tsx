import React from "react"
import styled from "styled-components"
import { GlobalStyle, theme } from "../../theme"
import { useDictionary } from "../../i18n"
import { frameIds } from "../../../model/heading-ids"

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space(2)};
  top: -100px;
  z-index: ${theme.layers.skipLink};
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.colors.surface};
  &:focus {
    top: ${theme.space(2)};
  }
`

/** The global style and skip link that every layout shares. */
export function BaseLayout({ children }: { children: React.ReactNode }) {
  const words = useDictionary()
  return (
    <>
      <GlobalStyle />
      <SkipLink href={`#${frameIds.main}`}>{words.layout.skipToContent}</SkipLink>
      {children}
    </>
  )
}
