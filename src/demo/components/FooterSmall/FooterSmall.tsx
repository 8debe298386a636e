import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useSiteSettings } from "../../../site/hooks"
import { theme } from "../../../site/theme"
import { aboutSection, newsArchiveRoute } from "../../../model/routes"

const Footer = styled.footer<{ $dark?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding: ${theme.space(6)} ${theme.space(4)};
  border-top: 1px solid ${({ $dark }) => ($dark ? theme.colors.muted : theme.colors.border)};
  font-size: 0.875rem;
  color: ${({ $dark }) => ($dark ? theme.colors.onDark : theme.colors.muted)};
  a {
    color: inherit;
    font-weight: 600;
  }
`

const Copyright = styled.p`
  margin: 0;
`

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`

/**
 * The small footer of the admin and auth screens: copyright and three links. Kept apart from the site's Footer,
 * which shows the hospital's contacts and hours from content, in the page's language.
 */
export function FooterSmall({ dark, className }: { dark?: boolean; className?: string }) {
  const { copyright } = useSiteSettings()
  return (
    <Footer $dark={dark} className={className}>
      <Copyright>
        © {new Date().getFullYear()} <a href={copyright.url}>{copyright.company}</a>
      </Copyright>
      <Links>
        <li>
          <Link to={aboutSection.path}>About Us</Link>
        </li>
        <li>
          <Link to={newsArchiveRoute.path(1)}>Blog</Link>
        </li>
        <li>
          <a href="https://opensource.org/license/mit">MIT License</a>
        </li>
      </Links>
    </Footer>
  )
}
