import { createGlobalStyle } from "styled-components"
import { theme } from "./theme"

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${theme.sizes.navbarHeight + 16}px; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSize.body};
    line-height: 1.6;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }
  img, svg { max-width: 100%; }
  /* The site's SVGs are its icons: an icon keeps its size in a row short of room, and the words beside it give way. */
  svg { flex-shrink: 0; }
  h1, h2, h3, h4 { line-height: 1.25; margin: 0 0 ${theme.space(3)}; }
  p { margin: 0 0 ${theme.space(4)}; }
  a { color: ${theme.colors.primary}; }
  button, input, textarea, select { font: inherit; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { scroll-behavior: auto !important; transition-duration: 0.01ms !important; }
  }
`
