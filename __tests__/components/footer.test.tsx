import React from "react"
import { screen, within } from "@testing-library/react"
import { Footer } from "../../src/site/components/Footer"
import { PublicLayout } from "../../src/site/layouts/PublicLayout"
import { telHref, whatsappUrl } from "../../src/site/components/ContactLinks"
import { formatOpeningTimes, serviceHours } from "../../src/site/components/OpeningHours"
import { serviceRoute } from "../../src/model/routes"
import { footerCopy, servicePages, siteSettings, siteCopy } from "../support/fixtures"
import { renderPage, renderWithTheme, staticQueryData } from "../support/render"

afterEach(() => jest.useRealTimers())

test("says the footer's texts from content and links to the hospital's social media", () => {
  renderWithTheme(<Footer />)
  expect(screen.getByRole("heading", { name: footerCopy.title })).toBeInTheDocument()
  expect(screen.getByText(footerCopy.text)).toBeInTheDocument()
  const social = within(screen.getByRole("list", { name: "Social media" }))
  expect(social.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", siteSettings.social.facebook)
  expect(social.getByRole("link", { name: "Twitter" })).toHaveAttribute("href", siteSettings.social.twitter)
  expect(social.getByRole("link", { name: "GitHub" })).toHaveAttribute("href", siteSettings.social.github)
})

test("each link group is a navigation named by its title, with its links in order", () => {
  renderWithTheme(<Footer />)
  expect(screen.getAllByRole("navigation").map(nav => nav.getAttribute("aria-label"))).toEqual([
    "Services and opening hours",
    ...footerCopy.linkGroups.map(group => group.title),
  ])
  for (const group of footerCopy.linkGroups) {
    const links = within(screen.getByRole("navigation", { name: group.title }))
      .getAllByRole("link")
      .map(link => [link.textContent, link.getAttribute("href")])
    expect(links).toEqual(group.links.map(link => [link.label, link.href]))
  }
})

test("the copyright shows the year the pages were built in on Nairobi clocks, the site and the software company", () => {
  // Built as 2031 began in Nairobi, still 2030 in UTC.
  const built = staticQueryData.siteBuildMetadata.settledAt
  staticQueryData.siteBuildMetadata.settledAt = "2030-12-31T21:00:00.000Z"
  renderWithTheme(<Footer />)
  staticQueryData.siteBuildMetadata.settledAt = built
  const line = screen.getByText(/^©/)
  expect(line).toHaveTextContent(`© 2031 ${siteCopy.name}, ${footerCopy.madeBy} ${siteSettings.copyright.company}`)
  expect(within(line).getByRole("link", { name: siteSettings.copyright.company })).toHaveAttribute(
    "href",
    siteSettings.copyright.url,
  )
})

test("the public layout puts the top bar, the navbar, the page and the footer together", async () => {
  // The top bar's, footer's and call bar's code arrives a moment later (src/site/hydration).
  await renderPage(
    <PublicLayout>
      <p>Page content</p>
    </PublicLayout>,
  )
  expect(await screen.findByRole("contentinfo")).toHaveTextContent(footerCopy.title)
  expect(await screen.findByRole("link", { name: siteSettings.phone })).toHaveAttribute(
    "href",
    `tel:${siteSettings.phone.replace(/\s/g, "")}`,
  )
  expect(screen.getByRole("link", { name: siteSettings.email })).toHaveAttribute("href", `mailto:${siteSettings.email}`)
  expect(screen.getByText(siteSettings.address)).toBeInTheDocument()
  expect(screen.getByRole("link", { name: siteCopy.name })).toHaveAttribute("href", "/")
  expect(screen.getByRole("main")).toHaveTextContent("Page content")
  expect(screen.getByRole("main")).toHaveAttribute("id", "main")
})

test("lists each service page with its opening hours", () => {
  renderWithTheme(<Footer />)
  const column = within(screen.getByRole("navigation", { name: "Services and opening hours" }))
  const items = column.getAllByRole("listitem")
  expect(items).toHaveLength(servicePages.length)
  servicePages.forEach((page, index) => {
    const item = within(items[index])
    expect(item.getByRole("link", { name: page.title })).toHaveAttribute("href", serviceRoute.path(page.slug))
    const lines = formatOpeningTimes(serviceHours(siteSettings.openingHours, page.slug))
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(item.getByText(line)).toBeInTheDocument()
  })
})

test("the public layout gives phones a call and WhatsApp bar", async () => {
  renderWithTheme(
    <PublicLayout>
      <p>Page content</p>
    </PublicLayout>,
  )
  // The bar's code loads as the page hydrates (lazyBlock).
  const bar = within(await screen.findByRole("complementary", { name: "Call or WhatsApp us" }))
  expect(bar.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", telHref(siteSettings.phone))
  expect(bar.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", whatsappUrl(siteSettings.whatsapp))
})
