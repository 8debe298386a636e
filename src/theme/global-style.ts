import { createGlobalStyle } from "styled-components"

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.sizes.navbarHeight + 16}px; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  img, svg { max-width: 100%; }
  h1, h2, h3, h4 { line-height: 1.25; margin: 0 0 ${({ theme }) => theme.space(3)}; }
  p { margin: 0 0 ${({ theme }) => theme.space(4)}; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  button, input, textarea, select { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { scroll-behavior: auto !important; transition-duration: 0.01ms !important; }
  }
`
