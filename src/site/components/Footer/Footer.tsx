import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useBuiltAt, useFooterCopy, useServicePages, useSiteCopy, useSiteSettings } from "../../hooks"
import { siteDate } from "../../../model/timetable"
import { OpenStatus } from "../OpenStatus"
import { useDictionary, useLocale } from "../../i18n"
import { localizedPath, serviceRoute } from "../../../model/routes"
import { FacebookIcon, GithubIcon, TwitterIcon } from "../Icons"
import { LanguageSwitch } from "../LanguageSwitch"
import { formatOpeningTimes, serviceHours } from "../OpeningHours"
import { theme } from "../../theme"
import { searchIgnore } from "../../../model/search"

const Wrapper = styled.footer`
  padding: ${theme.space(12)} ${theme.space(4)} ${theme.space(8)};
  background: ${theme.colors.dark};
  color: ${theme.colors.onDark};
  a {
    color: inherit;
  }
`

const Inner = styled.div`
  max-width: ${theme.sizes.contentWidth}px;
  margin: 0 auto;
`

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  ${theme.up("md")} {
    grid-template-columns: 2fr 1.5fr 1fr 1fr;
  }
`

const Title = styled.h2`
  font-size: ${theme.fontSize.h2};
`

const Socials = styled.ul`
  display: flex;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${theme.sizes.touchTarget}px;
    height: ${theme.sizes.touchTarget}px;
    border-radius: ${theme.radius.round};
    background: ${theme.colors.surface};
    color: ${theme.colors.dark};
  }
`

const LanguageLink = styled(LanguageSwitch)`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget}px;
  margin-top: ${theme.space(4)};
  font-weight: 600;
`

const GroupTitle = styled.h3`
  margin-bottom: ${theme.space(3)};
  font-size: ${theme.fontSize.small};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${theme.space(1)} 0;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`

const Hours = styled.span`
  display: block;
  font-size: ${theme.fontSize.small};
`

const FooterStatus = styled(OpenStatus)`
  font-size: ${theme.fontSize.small};
`

const Copyright = styled.p`
  margin: ${theme.space(10)} 0 0;
  padding-top: ${theme.space(6)};
  border-top: 1px solid ${theme.colors.muted};
  font-size: ${theme.fontSize.small};
  text-align: center;
`

/** Links inside the site go through Gatsby's Link; anything else is a plain link. */
function FooterLink({ href, children }: { href: string; children: React.ReactNode }) {
  return href.startsWith("/") ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>
}

/**
 * Footer of the public pages: keep in touch, social links, each service with its hours, link groups,
 * copyright with the year the pages were built in, on the site's clock.
 */
export function Footer() {
  const locale = useLocale()
  const site = { ...useSiteSettings(), ...useSiteCopy(locale) }
  const copy = useFooterCopy(locale)
  const services = useServicePages(locale)
  const words = useDictionary()
  const year = siteDate(useBuiltAt()).slice(0, 4)
  return (
    <Wrapper {...searchIgnore}>
      <Inner>
        <Columns>
          <div>
            <Title>{copy.title}</Title>
            <p>{copy.text}</p>
            <Socials aria-label={words.footer.socialMedia}>
              <li>
                <a href={site.social.facebook}>
                  <FacebookIcon title="Facebook" />
                </a>
              </li>
              <li>
                <a href={site.social.twitter}>
                  <TwitterIcon title="Twitter" />
                </a>
              </li>
              <li>
                <a href={site.social.github}>
                  <GithubIcon title="GitHub" />
                </a>
              </li>
            </Socials>
            <LanguageLink />
          </div>
          <nav aria-label={words.footer.servicesAndHours}>
            <GroupTitle>{words.footer.servicesAndHours}</GroupTitle>
            <Links>
              {services.map(service => (
                <li key={service.slug}>
                  <Link to={localizedPath(locale, serviceRoute.path(service.slug))}>{service.title}</Link>
                  <FooterStatus service={service.slug} />
                  {formatOpeningTimes(serviceHours(site.openingHours, service.slug), locale).map(line => (
                    <Hours key={line}>{line}</Hours>
                  ))}
                </li>
              ))}
            </Links>
          </nav>
          {copy.linkGroups.map(group => (
            <nav key={group.title} aria-label={group.title}>
              <GroupTitle>{group.title}</GroupTitle>
              <Links>
                {group.links.map(link => (
                  <li key={link.label}>
                    <FooterLink href={link.href}>{link.label}</FooterLink>
                  </li>
                ))}
              </Links>
            </nav>
          ))}
        </Columns>
        <Copyright>
          © {year} {site.name}, {copy.madeBy} <a href={site.copyright.url}>{site.copyright.company}</a>
        </Copyright>
      </Inner>
    </Wrapper>
  )
}
