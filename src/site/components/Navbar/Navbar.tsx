import React, { useCallback, useRef, useState } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { popoverMenu, theme } from "../../theme"
import { useDismiss, useHydrated, useExtensionMenus, useServicePages, useSiteCopy, useSiteSettings } from "../../hooks"
import { langIfOther, useDictionary, useLocale } from "../../i18n"
import { defaultLocale } from "../../../model/locales"
import { homePath, localizedPath, serviceRoute } from "../../../model/routes"
import { BookIcon, CloseIcon, DownloadIcon, FacebookIcon, GithubIcon, MenuIcon, StarIcon, TwitterIcon } from "../Icons"
import { LanguageSwitch } from "../LanguageSwitch"
import { SearchControl } from "../Search"
import { searchIgnore } from "../../../model/search"
import { NavDropdown } from "./NavDropdown"
import { IconWord, NavButton, NavLink, fullBar, navItem } from "./nav-styles"
import { frameIds } from "../../../model/heading-ids"

const Bar = styled.header`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${theme.layers.navbar};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
`

const Inner = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  max-width: ${theme.sizes.contentWidth}px;
  height: ${theme.sizes.navbarHeight}px;
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
`

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-width: 0;
  color: ${theme.colors.text};
  font-size: ${theme.fontSize.medium};
  font-weight: 700;
  text-decoration: none;
`

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.avatar}px;
  height: ${theme.sizes.avatar}px;
  border-radius: ${theme.radius.round};
  background: ${theme.colors.primary};
  color: ${theme.colors.onDark};
  font-size: ${theme.fontSize.h4};
`

/** Which of the button's two icons shows follows the menu, opened natively or by script. */
const menuOpen = `nav:has(> #${frameIds.menu}:popover-open)`
const menuOpenByScript = `nav:has(> #${frameIds.menu}[data-open])`

const MenuButton = styled(NavButton)`
  flex: none;
  padding: 0 ${theme.space(2)};
  > svg:last-child {
    display: none;
  }
  /* One rule each: a browser that does not know :popover-open drops the whole rule it is in. */
  ${menuOpen} & > svg:first-child {
    display: none;
  }
  ${menuOpen} & > svg:last-child {
    display: inline-block;
  }
  ${menuOpenByScript} & > svg:first-child {
    display: none;
  }
  ${menuOpenByScript} & > svg:last-child {
    display: inline-block;
  }
  ${fullBar} {
    display: none;
  }
`

const Menu = styled.div`
  ${popoverMenu("flex", theme.navbarFullFrom)}
  padding: ${theme.space(2)} ${theme.space(4)} ${theme.space(4)};
  border-top: 1px solid ${theme.colors.border};
  ${fullBar} {
    align-items: center;
    gap: ${theme.space(1)};
    padding: 0;
    border: 0;
  }
`

const Group = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  ${fullBar} {
    flex-direction: row;
    align-items: center;
  }
`

/** Profile icons on wide screens only; narrow screens get the share links instead. */
const SocialGroup = styled(Group)`
  display: none;
  ${fullBar} {
    display: flex;
  }
`

const ShareGroup = styled(Group)`
  ${fullBar} {
    display: none;
  }
`

const IconLink = styled(NavLink)`
  padding: 0 ${theme.space(2)};
  color: ${theme.colors.muted};
  &:hover {
    color: ${theme.colors.primary};
  }
`

const DownloadLink = styled(NavLink)`
  margin-top: ${theme.space(2)};
  background: ${theme.colors.primary};
  color: ${theme.colors.onDark};
  &:hover {
    background: ${theme.colors.primaryDark};
  }
  ${fullBar} {
    margin: 0 0 0 ${theme.space(2)};
  }
`

const LanguageLink = styled(LanguageSwitch)`
  ${navItem}
`

/** Whether the browser opens a `popover` itself (Chrome 114, Firefox 125, Safari 17). */
const hasPopover = () => typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype

/**
 * The fixed bar of the public pages. Wide screens show every link in the bar; narrow screens put them in a popover
 * menu behind a hamburger, which the browser opens and closes (Escape, a tap outside) with no script. Script closes
 * it on a followed link, and opens it where the browser has no popover.
 */
export function Navbar() {
  const locale = useLocale()
  const site = { ...useSiteSettings(), ...useSiteCopy(locale) }
  const services = useServicePages(locale)
  const extensionMenus = useExtensionMenus(locale)
  const words = useDictionary().navbar
  const [openByScript, setOpenByScript] = useState(false)
  const hydrated = useHydrated()
  const ref = useRef<HTMLElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => {
    setOpenByScript(false)
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover()
    // Keep keyboard users where they were instead of losing focus with the hidden menu.
    if (ref.current?.contains(document.activeElement)) buttonRef.current?.focus()
  }, [])
  useDismiss(ref, openByScript, close)

  const closeOnLink = (event: React.MouseEvent) => {
    if ((event.target as Element).closest("a")) close()
  }

  const pageUrl = encodeURIComponent(site.siteUrl)
  return (
    <Bar {...searchIgnore}>
      <Inner ref={ref} aria-label={words.label}>
        <Brand to={localizedPath(locale, homePath)}>
          <Avatar aria-hidden="true">{site.avatarLetter}</Avatar>
          {site.name}
        </Brand>
        <SearchControl />
        <MenuButton
          ref={buttonRef}
          type="button"
          popovertarget={frameIds.menu}
          aria-controls={frameIds.menu}
          // The browser says whether a popover is open; where it has none, the script does once it runs.
          aria-expanded={hydrated && !hasPopover() ? openByScript : undefined}
          onClick={() => hasPopover() || setOpenByScript(value => !value)}
        >
          <MenuIcon title={words.menu} />
          <CloseIcon title={words.closeMenu} />
        </MenuButton>
        <Menu
          ref={menuRef}
          id={frameIds.menu}
          popover="auto"
          data-open={openByScript || undefined}
          onClick={closeOnLink}
        >
          <NavDropdown
            label={words.services}
            groups={[
              {
                links: services.map(({ title, slug }) => ({
                  label: title,
                  to: localizedPath(locale, serviceRoute.path(slug)),
                })),
              },
            ]}
          />
          {/* The parts beside the hospital's pages are in the first language only, and so are their pages' names. */}
          {extensionMenus.map(({ label, groups }) => (
            <NavDropdown
              key={label}
              label={label}
              groups={groups.map(({ title, links }) => ({
                title,
                links: links.map(link => ({ label: link.label, to: link.path })),
              }))}
              lang={langIfOther(locale, defaultLocale)}
            />
          ))}
          <SocialGroup>
            <li>
              <IconLink href={site.social.facebook}>
                <FacebookIcon title="Facebook" />
              </IconLink>
            </li>
            <li>
              <IconLink href={site.social.twitter}>
                <TwitterIcon title="Twitter" />
              </IconLink>
            </li>
            <li>
              <IconLink href={site.social.github}>
                <GithubIcon title="GitHub" />
              </IconLink>
            </li>
          </SocialGroup>
          <ShareGroup aria-label={words.share}>
            <li>
              <NavLink href={`${site.share.facebook}?u=${pageUrl}`}>
                <FacebookIcon /> {words.shareOnFacebook}
              </NavLink>
            </li>
            <li>
              <NavLink href={`${site.share.twitter}?url=${pageUrl}`}>
                <TwitterIcon /> {words.shareOnTwitter}
              </NavLink>
            </li>
            <li>
              <NavLink href={site.share.github}>
                <GithubIcon /> GitHub
              </NavLink>
            </li>
          </ShareGroup>
          <Group>
            <li>
              <LanguageLink />
            </li>
            <li>
              <NavLink href={site.docsUrl}>
                <BookIcon /> <IconWord>{words.docs}</IconWord>
              </NavLink>
            </li>
            <li>
              <NavLink href={site.social.github}>
                <StarIcon /> <IconWord>{words.star}</IconWord>
              </NavLink>
            </li>
          </Group>
          <DownloadLink href={site.downloadUrl}>
            <DownloadIcon /> {words.download}
          </DownloadLink>
        </Menu>
      </Inner>
    </Bar>
  )
}
