import React from "react"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Navbar } from "../../src/site/components/Navbar"
import { serviceRoute } from "../../src/model/routes"
import { servicePages, siteSettings, siteCopy } from "../support/fixtures"
import { renderWithTheme } from "../support/render"

const menuButton = () => screen.getByRole("button", { name: /^(Menu|Close menu)$/ })

test("shows the avatar letter and the hospital's name linking home", () => {
  renderWithTheme(<Navbar />)
  const brand = screen.getByRole("link", { name: siteCopy.name })
  expect(brand).toHaveAttribute("href", "/")
  expect(brand).toHaveTextContent(siteSettings.avatarLetter)
})

test("the hamburger opens and closes the menu, and aria-expanded follows", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  expect(menuButton()).toHaveAttribute("aria-expanded", "false")
  expect(menuButton()).toHaveAttribute("aria-controls", "public-menu")
  await user.click(menuButton())
  expect(menuButton()).toHaveAttribute("aria-expanded", "true")
  expect(menuButton()).toHaveAccessibleName("Close menu")
  await user.click(menuButton())
  expect(menuButton()).toHaveAttribute("aria-expanded", "false")
})

test("Escape closes the menu and gives focus back to the hamburger", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  await user.click(menuButton())
  await user.tab()
  await user.keyboard("{Escape}")
  expect(menuButton()).toHaveAttribute("aria-expanded", "false")
  expect(menuButton()).toHaveFocus()
})

test("the menu holds the share links, Docs, the GitHub star link and Download", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  await user.click(menuButton())
  const url = encodeURIComponent(siteSettings.siteUrl)
  expect(screen.getByRole("link", { name: "Share on Facebook" })).toHaveAttribute(
    "href",
    `${siteSettings.share.facebook}?u=${url}`,
  )
  expect(screen.getByRole("link", { name: "Share on Twitter" })).toHaveAttribute(
    "href",
    `${siteSettings.share.twitter}?url=${url}`,
  )
  expect(screen.getByRole("link", { name: "GitHub" })).toHaveAttribute("href", siteSettings.share.github)
  expect(screen.getByRole("link", { name: "Docs" })).toHaveAttribute("href", siteSettings.docsUrl)
  expect(screen.getByRole("link", { name: "Star" })).toHaveAttribute("href", siteSettings.social.github)
  expect(screen.getByRole("link", { name: "Download" })).toHaveAttribute("href", siteSettings.downloadUrl)
})

test("the Demo Pages dropdown lists every demo screen by group, and closes on Escape", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  await user.click(menuButton())
  const demo = screen.getByRole("button", { name: "Demo Pages" })
  expect(demo).toHaveAttribute("aria-expanded", "false")
  expect(screen.queryByRole("group", { name: "Admin Layout" })).not.toBeInTheDocument()
  await user.click(demo)
  expect(demo).toHaveAttribute("aria-expanded", "true")
  const hrefs = (group: string) =>
    within(screen.getByRole("group", { name: group }))
      .getAllByRole("link")
      .map(link => link.getAttribute("href"))
  expect(hrefs("Admin Layout")).toEqual(["/admin/dashboard/", "/admin/settings/", "/admin/tables/", "/admin/maps/"])
  expect(hrefs("Auth Layout")).toEqual(["/auth/login/", "/auth/register/"])
  expect(hrefs("No Layout")).toEqual(["/landing/", "/profile/"])
  await user.keyboard("{Escape}")
  expect(demo).toHaveAttribute("aria-expanded", "false")
  expect(screen.queryByRole("group", { name: "Admin Layout" })).not.toBeInTheDocument()
})

test("the dropdown closes on a click outside it", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  await user.click(menuButton())
  const demo = screen.getByRole("button", { name: "Demo Pages" })
  await user.click(demo)
  await user.click(screen.getByRole("link", { name: siteCopy.name }).parentElement as HTMLElement)
  expect(demo).toHaveAttribute("aria-expanded", "false")
})

test("following a link closes the menu and the dropdown", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  await user.click(menuButton())
  const demo = screen.getByRole("button", { name: "Demo Pages" })
  await user.click(demo)
  await user.click(screen.getByRole("link", { name: "Profile" }))
  expect(menuButton()).toHaveAttribute("aria-expanded", "false")
  expect(demo).toHaveAttribute("aria-expanded", "false")
  await user.click(menuButton())
  await user.click(screen.getByRole("link", { name: "Docs" }))
  expect(menuButton()).toHaveAttribute("aria-expanded", "false")
})

test("the Services dropdown links to every service page, in order", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  await user.click(menuButton())
  const services = screen.getByRole("button", { name: "Services" })
  await user.click(services)
  const panel = within(document.getElementById(services.getAttribute("aria-controls") ?? "") as HTMLElement)
  expect(panel.getAllByRole("link").map(link => [link.textContent, link.getAttribute("href")])).toEqual(
    servicePages.map(page => [page.title, serviceRoute.path(page.slug)]),
  )
})
