import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { BaseLayout } from "../../../site/layouts/BaseLayout"
import { useSiteCopy } from "../../../site/hooks"
import { defaultLocale } from "../../../site/i18n"
import { FooterSmall } from "../../components/FooterSmall"
import { DemoNote } from "../../components/DemoNote"
import { theme } from "../../../site/theme"
import { homePath } from "../../../model/routes"
import { frameIds } from "../../../model/heading-ids"

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: linear-gradient(180deg, ${theme.colors.dark} 0%, ${theme.colors.primaryDark} 100%);
  color: ${theme.colors.onDark};
`

const Header = styled.header`
  display: flex;
  align-items: center;
  min-height: ${theme.sizes.navbarHeight}px;
  padding: 0 ${theme.space(4)};

  a {
    color: inherit;
    font-size: 0.875rem;
    font-weight: 700;
    text-transform: uppercase;
    text-decoration: none;
  }
`

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)};
  text-align: center;
`

const Footer = styled(FooterSmall)`
  width: 100%;
  max-width: ${theme.sizes.contentWidth}px;
  margin: 0 auto;
`

/** Layout of the demonstration sign-in and sign-up screens (/auth/*). */
export function AuthLayout({ children }: { children: React.ReactNode }) {
  // The demonstration screens are in English only.
  const site = useSiteCopy(defaultLocale)
  return (
    <BaseLayout>
      <Page>
        <Header>
          <Link to={homePath}>{site.shortName}</Link>
        </Header>
        <Main id={frameIds.main}>
          <DemoNote />
          {children}
        </Main>
        <Footer dark />
      </Page>
    </BaseLayout>
  )
}
