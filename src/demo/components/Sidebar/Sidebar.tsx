import React, { useCallback, useRef, useState } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { dropDownPanel, iconButton, theme } from "../../../site/theme"
import { useDismiss } from "../../../site/hooks"
import { IconProps } from "../../../site/components/Icons/SvgIcon"
import { BookIcon, CloseIcon, MenuIcon } from "../../../site/components/Icons"
import {
  DashboardIcon,
  LoginIcon,
  MapIcon,
  PageIcon,
  ProfileIcon,
  RegisterIcon,
  SettingsIcon,
  TableIcon,
} from "../AdminIcons"
import { homePath } from "../../../model/routes"
import { demoScreens, groups } from "../../screens"
import { demoSizes } from "../../theme"

interface SidebarLink {
  label: string
  to: string
  Icon: (props: IconProps) => React.ReactElement
  /** Opens another site (the documentation): a plain link, not a page of this site. */
  external?: boolean
}

/** Each demo screen's icon, by its address; one without an icon of its own here shows a page. */
const demoPageIcons: Partial<Record<string, SidebarLink["Icon"]>> = {
  [demoScreens.dashboard.path]: DashboardIcon,
  [demoScreens.settings.path]: SettingsIcon,
  [demoScreens.tables.path]: TableIcon,
  [demoScreens.maps.path]: MapIcon,
  [demoScreens.login.path]: LoginIcon,
  [demoScreens.register.path]: RegisterIcon,
  [demoScreens.profile.path]: ProfileIcon,
}

/** The groups of the sidebar, as in the admin template the site began with: the demo pages, then the docs. */
const sidebarGroups: readonly { title: string; links: readonly SidebarLink[] }[] = [
  ...groups.map(group => ({
    title: `${group.title} Pages`,
    links: group.links.map(({ label, path }) => ({ label, to: path, Icon: demoPageIcons[path] ?? PageIcon })),
  })),
  {
    title: "Documentation",
    links: [
      { label: "Gatsby", to: "https://www.gatsbyjs.com/docs/", Icon: BookIcon, external: true },
      { label: "React", to: "https://react.dev/learn", Icon: BookIcon, external: true },
      { label: "styled-components", to: "https://styled-components.com/docs", Icon: BookIcon, external: true },
      { label: "Chart.js", to: "https://www.chartjs.org/docs/latest/", Icon: BookIcon, external: true },
    ],
  },
]

const Aside = styled.aside`
  position: relative;
  z-index: 40;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};

  ${theme.up("md")} {
    position: fixed;
    inset: 0 auto 0 0;
    width: ${demoSizes.sidebarWidth}px;
    overflow-y: auto;
  }
`

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${theme.sizes.navbarHeight}px;
  padding: 0 ${theme.space(4)};
`

const Brand = styled(Link)`
  font-size: 0.875rem;
  font-weight: 700;
  text-transform: uppercase;
  text-decoration: none;
  color: ${theme.colors.text};
`

const Toggle = styled.button`
  ${iconButton}
  color: ${theme.colors.text};

  ${theme.up("md")} {
    display: none;
  }
`

const Nav = styled.nav`
  ${dropDownPanel("block", "md")}
  padding: 0 ${theme.space(4)} ${theme.space(4)};
`

const GroupTitle = styled.h2`
  margin: ${theme.space(4)} 0 ${theme.space(1)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colors.border};
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

const linkStyle = `
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 0;
  font-size: 0.8125rem;
  font-weight: 700;
  text-transform: uppercase;
  text-decoration: none;
`

const PageLink = styled(Link)`
  ${linkStyle}
  color: ${theme.colors.text};
  &:hover {
    color: ${theme.colors.primaryDark};
  }
  &[aria-current="page"] {
    color: ${theme.colors.primary};
  }
  &[aria-current="page"] svg {
    color: ${theme.colors.primary};
  }
  svg {
    color: ${theme.colors.muted};
  }
`

const ExternalLink = styled.a`
  ${linkStyle}
  color: ${theme.colors.text};
  svg {
    color: ${theme.colors.muted};
  }
`

interface SidebarProps {
  /** Shown at the top, linking home. */
  brand: string
  /** The path of the page shown, e.g. "/admin/tables/"; its link is highlighted. */
  currentPath?: string
}

/** The admin screens' menu: a column on wide screens, a toggled panel on phones. */
export function Sidebar({ brand, currentPath }: SidebarProps) {
  const [open, setOpen] = useState(false)
  const aside = useRef<HTMLElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(aside, open, close)

  return (
    <Aside ref={aside}>
      <Bar>
        <Brand to={homePath}>{brand}</Brand>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls="admin-sidebar-nav"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen(was => !was)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </Toggle>
      </Bar>
      <Nav id="admin-sidebar-nav" aria-label="Demo pages" data-open={open || undefined}>
        {sidebarGroups.map(group => (
          <React.Fragment key={group.title}>
            <GroupTitle>{group.title}</GroupTitle>
            <List>
              {group.links.map(({ label, to, Icon, external }) => (
                <li key={to}>
                  {external ? (
                    <ExternalLink href={to}>
                      <Icon size={18} />
                      {label}
                    </ExternalLink>
                  ) : (
                    <PageLink
                      to={to}
                      onClick={close}
                      // Without a known path Gatsby's Link marks the current page itself.
                      {...(currentPath === to ? { "aria-current": "page" as const } : {})}
                    >
                      <Icon size={18} />
                      {label}
                    </PageLink>
                  )}
                </li>
              ))}
            </List>
          </React.Fragment>
        ))}
      </Nav>
    </Aside>
  )
}
