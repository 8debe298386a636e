import React from "react"
import { act, render, RenderOptions } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { LanguageLinks, Locale, LocaleProvider, locales } from "../../src/site/i18n"
import { loadEveryBlock } from "../../src/site/hydration/lazy-block"
import { extensionMenus } from "../../src/node/source-nodes"
import {
  readFixtureItems,
  readFixtureNotices,
  readFooterCopy,
  readServicePages,
  readSiteCopy,
  siteSettings,
} from "./fixtures"

/**
 * What the site's static queries answer: the fixture settings, the copy, footer and service pages in every language,
 * the notices, the special days and the extensions' menus, with the site built as the tests start.
 */
export const staticQueryData = {
  siteBuildMetadata: { settledAt: new Date().toISOString() },
  allNotice: { nodes: readFixtureNotices() },
  siteSettings,
  allSpecialDay: { nodes: readFixtureItems<Queries.SpecialDayFieldsFragment>("special-days.yaml") },
  allSiteCopy: { nodes: locales.map(readSiteCopy) },
  allFooterCopy: { nodes: locales.map(readFooterCopy) },
  allServicePage: { nodes: locales.flatMap(readServicePages) },
  allExtensionMenu: { nodes: extensionMenus() },
}

/** Renders with useStaticQuery answering with the fixture set (see staticQueryData). */
export function renderWithTheme(ui: React.ReactElement, options?: RenderOptions) {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryData)
  return render(ui, options)
}

/**
 * Renders a whole page (renderWithTheme) once the code of its lazy blocks (its layout's bars and footer) has come,
 * as on a visitor's page after a navigation: it then shows all of itself.
 */
export async function renderPage(ui: React.ReactElement) {
  const rendered = renderWithTheme(ui)
  await act(() => loadEveryBlock())
  return rendered
}

/** Where the twin pages of a rendered component are: a page with a twin in each language. */
export const fixtureLanguageLinks: LanguageLinks = { en: "/fixture-page/", sw: "/sw/fixture-page/" }

/** Renders like renderWithTheme, on a page in `locale`. */
export function renderInLocale(ui: React.ReactElement, locale: Locale, languageLinks = fixtureLanguageLinks) {
  return renderWithTheme(ui, {
    // A wrapper, so that rerender keeps the page's language too.
    wrapper: ({ children }) => (
      <LocaleProvider locale={locale} languageLinks={languageLinks}>
        {children}
      </LocaleProvider>
    ),
  })
}
