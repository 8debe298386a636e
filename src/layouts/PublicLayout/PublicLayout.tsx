import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { BaseLayout } from "../BaseLayout"
import { useSiteSettings } from "../../hooks"

const Header = styled.header`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Main = styled.main`
  max-width: ${({ theme }) => theme.sizes.contentWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  a { color: inherit; }
`

/** Layout of the public pages: /, /news, the articles, /landing and /profile. */
export function PublicLayout({ children }: { children: React.ReactNode }) {
  const site = useSiteSettings()
  return (
    <BaseLayout>
      <Header>
        <Link to="/">{site.name}</Link>
      </Header>
      <Main id="main">{children}</Main>
      <Footer>
        © {new Date().getFullYear()} {site.name}
      </Footer>
    </BaseLayout>
  )
}
