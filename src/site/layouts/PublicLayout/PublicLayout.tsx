import React from "react"
import styled from "styled-components"
import { theme } from "../../theme"
import { BaseLayout } from "../BaseLayout"
import { Navbar } from "../../components/Navbar"
import { useServiceWorker } from "../../hooks"
import { LocaleProvider, defaultLocale } from "../../i18n"
import { homeLinks } from "../../../model/routes"
import type { PageLanguage } from "../../../model/page-context"
import { SearchMeta, searchBody } from "../../../model/search"
import { SearchMetaTags } from "../../components/Search/SearchMetaTags"
import { HydrateWhen, Island, lazyBlock } from "../../hydration"
import { frameIds } from "../../../model/heading-ids"

// Text and links that work as they are in the server's HTML: their code downloads only when someone reaches into
// them, or when a navigation starts.
const TopBar = lazyBlock(() =>
  import(/* webpackChunkName: "block-top-bar" */ "../../components/TopBar/TopBar").then(module => module.TopBar),
)
const Footer = lazyBlock(() =>
  import(/* webpackChunkName: "block-footer" */ "../../components/Footer/Footer").then(module => module.Footer),
)
const Notices = lazyBlock(() =>
  import(/* webpackChunkName: "block-notices" */ "../../components/Notices/Notices").then(module => module.Notices),
)
const ContactBar = lazyBlock(() =>
  import(/* webpackChunkName: "block-contact-bar" */ "../../components/ContactLinks/ContactBar").then(
    module => module.ContactBar,
  ),
)

/** Room for the fixed navbar, so it never covers the top of the page. */
const Page = styled.div`
  padding-top: ${theme.sizes.navbarHeight}px;
`

/** Pages other than the home page keep a readable width with some air around them. */
const Contained = styled.main`
  max-width: ${theme.sizes.contentWidth}px;
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(4)};
`

export interface PublicLayoutProps {
  /** Let the page's sections run edge to edge (the home page) instead of a centred column. */
  fullWidth?: boolean
  /** The page's language and where it is in the others, from createPages; English when not given. */
  language?: Pick<PageLanguage, "locale" | "languageLinks">
  /** The page's kind and details in the site search; a page without is not indexed. */
  search?: SearchMeta
  /** Show the notices staff post (content/notices/); the demonstration screens do not. */
  notices?: boolean
  /**
   * When the page's content hydrates on the first page, unless `fullWidth` (the home page's sections choose): "near"
   * for controls only script answers, "touch" for text, links and native controls.
   */
  hydrate?: HydrateWhen
  children: React.ReactNode
}

/** The demonstration screens that use this layout (/landing, /profile) are in English only. */
const englishOnly: NonNullable<PublicLayoutProps["language"]> = { locale: defaultLocale, languageLinks: homeLinks }

/**
 * Layout of the public pages: notices, top bar, navbar, page, footer, the phone call bar, and the service worker. The
 * chrome and non-home pages are text and links that work from the server HTML, so on the first page they hydrate once
 * tapped (src/site/hydration), or as `hydrate` says; the home page's sections choose their own (Section).
 */
export function PublicLayout({
  fullWidth = false,
  language = englishOnly,
  search,
  notices = true,
  hydrate = "touch",
  children,
}: PublicLayoutProps) {
  useServiceWorker()
  return (
    <LocaleProvider locale={language.locale} languageLinks={language.languageLinks}>
      <BaseLayout>
        <Navbar />
        <Page>
          {notices && (
            <Island when="touch" code={Notices}>
              <Notices />
            </Island>
          )}
          <Island when="touch" code={TopBar}>
            <TopBar />
          </Island>
          {fullWidth ? (
            <main id={frameIds.main}>{children}</main>
          ) : (
            <Contained id={frameIds.main} {...(search && searchBody)}>
              {search && <SearchMetaTags meta={search} />}
              <Island when={hydrate}>{children}</Island>
            </Contained>
          )}
        </Page>
        <Island when="touch" code={Footer}>
          <Footer />
        </Island>
        <Island when="touch" code={ContactBar}>
          <ContactBar />
        </Island>
      </BaseLayout>
    </LocaleProvider>
  )
}
