import React from "react"
import styled, { ThemeProvider } from "styled-components"
import { GlobalStyle, theme } from "../../theme"
import { useDictionary } from "../../i18n"

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: 1000;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`

/** The theme, global style and skip link that every layout shares. */
export function BaseLayout({ children }: { children: React.ReactNode }) {
  const words = useDictionary()
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SkipLink href="#main">{words.layout.skipToContent}</SkipLink>
      {children}
    </ThemeProvider>
  )
}
