import React from "react"
import { render, RenderOptions } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { footerCopy, servicePages, siteSettings } from "./fixtures"

/** Renders with useStaticQuery answering with the fixture site settings, footer and service pages. */
export function renderWithTheme(ui: React.ReactElement, options?: RenderOptions) {
  jest.mocked(useStaticQuery).mockReturnValue({ siteSettings, footerCopy, allServicePage: { nodes: servicePages } })
  return render(ui, options)
}
