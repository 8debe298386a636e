import React from "react"
import styled from "styled-components"
import { BaseLayout } from "../../../site/layouts/BaseLayout"
import { useSiteCopy } from "../../../site/hooks"
import { defaultLocale } from "../../../site/i18n"
import { Sidebar } from "../../components/Sidebar"
import { AdminNavbar } from "../../components/AdminNavbar"
import { FooterSmall } from "../../components/FooterSmall"
import { DemoNote } from "../../components/DemoNote"
import { theme } from "../../../site/theme"
import { demoSizes } from "../../theme"
import { frameIds } from "../../../model/heading-ids"

const Column = styled.div`
  min-width: 0;

  ${theme.up("md")} {
    margin-left: ${demoSizes.sidebarWidth}px;
  }
`

const Main = styled.main`
  display: block;
`

/** The coloured band under the navbar that holds the title; the cards below overlap it. */
const Band = styled.div`
  padding: ${theme.space(4)} ${theme.space(4)} ${theme.space(24)};
  background: ${theme.colors.primary};
  color: ${theme.colors.onDark};

  h1 {
    font-size: 1rem;
    letter-spacing: 0.05em;
    text-transform: uppercase;
  }

  ${theme.up("md")} {
    padding-left: ${theme.space(10)};
    padding-right: ${theme.space(10)};
  }
`

const Body = styled.div`
  margin-top: -${theme.space(20)};
  padding: 0 ${theme.space(4)};

  ${theme.up("md")} {
    padding: 0 ${theme.space(10)};
  }
`

interface AdminLayoutProps {
  /** The screen's name, shown as its heading. */
  title: string
  children: React.ReactNode
  /** The page's path (from the template's `location.pathname`), to highlight its sidebar link. */
  path?: string
  /** Shown inside the coloured band, under the title (the dashboard's stat cards). */
  header?: React.ReactNode
}

/** Layout of the demonstration admin screens (/admin/*): sidebar, top bar, coloured band, small footer. */
export function AdminLayout({ title, children, path, header }: AdminLayoutProps) {
  // The demonstration screens are in English only.
  const site = useSiteCopy(defaultLocale)
  return (
    <BaseLayout>
      <Sidebar brand={site.shortName} currentPath={path} />
      <Column>
        <AdminNavbar />
        <Main id={frameIds.main}>
          <Band>
            <h1>{title}</h1>
            <DemoNote />
            {header}
          </Band>
          <Body>{children}</Body>
        </Main>
        <FooterSmall />
      </Column>
    </BaseLayout>
  )
}
