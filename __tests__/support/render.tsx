import React from "react"
import { render, RenderOptions } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { ThemeProvider } from "styled-components"
import { theme } from "../../src/theme"
import { readContent } from "./content"

/** The site settings as components receive them from GraphQL. */
export const siteSettings = readContent<Queries.SiteSettingsFieldsFragment>("site.yaml")

/**
 * Renders inside the theme, with useStaticQuery answering with the real site settings
 * and `staticQuery`, any further data the component's static queries ask for.
 */
export function renderWithTheme(
  ui: React.ReactElement,
  options?: RenderOptions,
  staticQuery: Record<string, unknown> = {},
) {
  jest.mocked(useStaticQuery).mockReturnValue({ siteSettings, ...staticQuery })
  return render(ui, { wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>, ...options })
}
