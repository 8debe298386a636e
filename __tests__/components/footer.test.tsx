import React from "react"
import { screen, within } from "@testing-library/react"
import { Footer } from "../../src/components/Footer"
import { PublicLayout } from "../../src/layouts/PublicLayout"
import { readContent } from "../support/content"
import { renderWithTheme, siteSettings } from "../support/render"

const footerCopy = readContent<Queries.FooterCopyFieldsFragment>("footer.yaml")

const renderFooter = (ui: React.ReactElement = <Footer />) => renderWithTheme(ui, undefined, { footerCopy })

afterEach(() => jest.useRealTimers())

test("says the footer's texts from content", () => {
  renderFooter()
  expect(screen.getByRole("heading", { name: "Let's keep in touch!" })).toBeInTheDocument()
  expect(screen.getByText("Find us on any of these platforms, we respond 1-2 business days.")).toBeInTheDocument()
  const social = within(screen.getByRole("list", { name: "Social media" }))
  expect(social.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", siteSettings.social.facebook)
  expect(social.getByRole("link", { name: "Twitter" })).toHaveAttribute("href", siteSettings.social.twitter)
  expect(social.getByRole("link", { name: "GitHub" })).toHaveAttribute("href", siteSettings.social.github)
})

test("Useful Links and Other Resources point to places on this site", () => {
  renderFooter()
  const links = (group: string) =>
    within(screen.getByRole("navigation", { name: group }))
      .getAllByRole("link")
      .map(link => [link.textContent, link.getAttribute("href")])
  expect(links("Useful Links")).toEqual([
    ["About Us", "/#about"],
    ["Blog", "/news/"],
    ["Services", "/#services"],
  ])
  expect(links("Other Resources")).toEqual([
    ["Terms & Conditions", "/#privacy"],
    ["Privacy Policy", "/#privacy"],
    ["Contact Us", "/#contact"],
  ])
})

test("the copyright shows the current year, the site and the software company", () => {
  jest.useFakeTimers({ now: new Date("2031-03-04T10:00:00Z") })
  renderFooter()
  const line = screen.getByText(/^©/)
  expect(line).toHaveTextContent(`© 2031 ${siteSettings.name}, made by ${siteSettings.copyright.company}`)
  expect(within(line).getByRole("link", { name: siteSettings.copyright.company })).toHaveAttribute(
    "href",
    siteSettings.copyright.url,
  )
})

test("the public layout puts the top bar, the navbar, the page and the footer together", () => {
  renderFooter(
    <PublicLayout>
      <p>Page content</p>
    </PublicLayout>,
  )
  expect(screen.getByRole("link", { name: siteSettings.phone })).toHaveAttribute(
    "href",
    `tel:${siteSettings.phone.replace(/\s/g, "")}`,
  )
  expect(screen.getByRole("link", { name: siteSettings.email })).toHaveAttribute("href", `mailto:${siteSettings.email}`)
  expect(screen.getByText(siteSettings.address)).toBeInTheDocument()
  expect(screen.getByRole("main")).toHaveTextContent("Page content")
  expect(screen.getByRole("main")).toHaveAttribute("id", "main")
  expect(screen.getByRole("contentinfo")).toHaveTextContent("Let's keep in touch!")
})
