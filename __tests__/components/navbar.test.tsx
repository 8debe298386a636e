import React from "react"
import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Navbar } from "../../src/site/components/Navbar"
import { dictionaries } from "../../src/site/i18n"
import { serviceRoute } from "../../src/model/routes"
import { demo as demoPart } from "../../src/demo/extension"
import { servicePages, siteSettings, siteCopy } from "../support/fixtures"
import { renderWithTheme } from "../support/render"

const words = dictionaries.en.navbar
const demoPages = demoPart.menu.label.en

/** The hamburger, named by the one of its two icons on show: Menu, or Close menu while the menu is open. */
const menuButton = () => screen.getByRole("button", { name: new RegExp(`^(${words.menu}|${words.closeMenu})$`) })
/** The menu, found as the browser finds it: the popover the hamburger targets. */
const menu = () => document.getElementById(menuButton().getAttribute("popovertarget") ?? "") as HTMLElement

/**
 * jsdom has no popover, like the browsers before it: there the hamburger's script opens the menu (`data-open`, which
 * the menu's CSS shows it by). A browser with popover opens it natively, from the HTML alone.
 */
const expectMenuOpen = (open: boolean) => {
  if (open) expect(menu()).toHaveAttribute("data-open")
  else expect(menu()).not.toHaveAttribute("data-open")
  expect(menuButton()).toHaveAccessibleName(open ? words.closeMenu : words.menu)
}

/** A dropdown of the menu: a native `<details>`, opened by its summary. */
const dropdown = (label: string) => screen.getByText(label).closest("details") as HTMLDetailsElement
const summaryOf = (details: HTMLDetailsElement) => details.querySelector("summary") as HTMLElement

/**
 * Opens the dropdown named `label` (in the bar, as a wide screen shows it). The browser tells of the toggle a moment
 * later (jsdom too), and the dropdown's script listens for Escape and outside clicks from then on.
 */
async function openDropdown(user: ReturnType<typeof userEvent.setup>, label: string) {
  // jsdom lays out no wide screen: the dropdowns are in the menu, which the hamburger opens first.
  if (!menu().hasAttribute("data-open")) await user.click(menuButton())
  const details = dropdown(label)
  await user.click(summaryOf(details))
  await act(() => new Promise(resolve => setTimeout(resolve)))
  expect(details.open).toBe(true)
  return details
}

test("shows the avatar letter and the hospital's name linking home", () => {
  renderWithTheme(<Navbar />)
  const brand = screen.getByRole("link", { name: siteCopy.name })
  expect(brand).toHaveAttribute("href", "/")
  expect(brand).toHaveTextContent(siteSettings.avatarLetter)
})

test("the hamburger opens its popover menu from the HTML alone", () => {
  renderWithTheme(<Navbar />)
  expect(menu()).toHaveAttribute("popover", "auto")
  expect(menuButton()).toHaveAttribute("aria-controls", menu().id)
  // jsdom has no popover: the script says whether the menu is open, as on a browser without one.
  expect(menuButton()).toHaveAttribute("aria-expanded", "false")
})

test("without popover, the hamburger's script opens and closes the menu, and its name follows", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  expectMenuOpen(false)
  await user.click(menuButton())
  expectMenuOpen(true)
  await user.click(menuButton())
  expectMenuOpen(false)
})

test("Escape closes the menu and gives focus back to the hamburger", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  await user.click(menuButton())
  await user.tab()
  expect(menu()).toContainElement(document.activeElement as HTMLElement)
  await user.keyboard("{Escape}")
  expectMenuOpen(false)
  expect(menuButton()).toHaveFocus()
})

test("a click outside the navbar closes the menu", async () => {
  const user = userEvent.setup()
  const { container } = renderWithTheme(
    <>
      <Navbar />
      <p>Page content</p>
    </>,
  )
  await user.click(menuButton())
  await user.click(within(container).getByText("Page content"))
  expectMenuOpen(false)
})

test("the menu holds the share links, Docs, the GitHub star link and Download", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  await user.click(menuButton())
  const url = encodeURIComponent(siteSettings.siteUrl)
  expect(screen.getByRole("link", { name: words.shareOnFacebook })).toHaveAttribute(
    "href",
    `${siteSettings.share.facebook}?u=${url}`,
  )
  expect(screen.getByRole("link", { name: words.shareOnTwitter })).toHaveAttribute(
    "href",
    `${siteSettings.share.twitter}?url=${url}`,
  )
  expect(screen.getByRole("link", { name: "GitHub" })).toHaveAttribute("href", siteSettings.share.github)
  expect(screen.getByRole("link", { name: words.docs })).toHaveAttribute("href", siteSettings.docsUrl)
  expect(screen.getByRole("link", { name: words.star })).toHaveAttribute("href", siteSettings.social.github)
  expect(screen.getByRole("link", { name: words.download })).toHaveAttribute("href", siteSettings.downloadUrl)
})

test("the Demo Pages dropdown lists every demo screen by group, and closes on Escape", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  expect(dropdown(demoPages)).toHaveAttribute("name", "navbar-dropdown")
  expect(dropdown(demoPages).open).toBe(false)
  expect(screen.queryByRole("group", { name: demoPart.menu.groups[0].title })).toBeNull()
  const demo = await openDropdown(user, demoPages)
  expect(screen.getByRole("group", { name: demoPart.menu.groups[0].title })).toBeVisible()
  const hrefs = (group: string) =>
    within(screen.getByRole("group", { name: group }))
      .getAllByRole("link")
      .map(link => link.getAttribute("href"))
  for (const { title, links } of demoPart.menu.groups) expect(hrefs(title)).toEqual(links.map(link => link.path))
  await user.keyboard("{Escape}")
  expect(demo.open).toBe(false)
  // The menu it is in closes with it, as a phone shows them.
  expect(screen.queryByRole("group", { name: demoPart.menu.groups[0].title })).toBeNull()
})

test("Escape from inside a dropdown in the phone's menu closes both, and gives focus back to the hamburger", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  const services = await openDropdown(user, words.services)
  await user.tab()
  expect(services).toContainElement(document.activeElement as HTMLElement)
  await user.keyboard("{Escape}")
  expect(services.open).toBe(false)
  expectMenuOpen(false)
  expect(menuButton()).toHaveFocus()
})

test("the dropdown closes on a click outside it", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  const demo = await openDropdown(user, demoPages)
  await user.click(screen.getByRole("link", { name: siteCopy.name }).parentElement as HTMLElement)
  expect(demo.open).toBe(false)
})

test("following a link closes the menu and the dropdown", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  await user.click(menuButton())
  const demo = await openDropdown(user, demoPages)
  await user.click(screen.getByRole("link", { name: "Profile" }))
  expectMenuOpen(false)
  expect(demo.open).toBe(false)
  await user.click(menuButton())
  await user.click(screen.getByRole("link", { name: words.docs }))
  expectMenuOpen(false)
})

test("the Services dropdown links to every service page, in order", async () => {
  const user = userEvent.setup()
  renderWithTheme(<Navbar />)
  const services = await openDropdown(user, words.services)
  expect(
    within(services)
      .getAllByRole("link")
      .map(link => [link.textContent, link.getAttribute("href")]),
  ).toEqual(servicePages.map(page => [page.title, serviceRoute.path(page.slug)]))
})
