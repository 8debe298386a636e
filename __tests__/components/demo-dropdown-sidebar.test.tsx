import React from "react"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { siteCopy } from "../support/fixtures"
import { renderWithTheme } from "../support/render"
import { Dropdown } from "../../src/demo/components/Dropdown"
import { Sidebar } from "../../src/demo/components/Sidebar"

const items = [{ label: "Action" }, { label: "Separated link", separated: true }]

describe("Dropdown", () => {
  function setup() {
    const user = userEvent.setup()
    renderWithTheme(
      <>
        <p>Outside</p>
        <Dropdown label="Notifications" items={items}>
          bell
        </Dropdown>
      </>,
    )
    return { user, toggle: screen.getByRole("button", { name: "Notifications" }) }
  }
  const menuShown = () => screen.queryByRole("button", { name: "Action" })

  test("opens on a click and closes on a second click", async () => {
    const { user, toggle } = setup()
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(menuShown()).toBeNull()
    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(menuShown()).toBeVisible()
    expect(screen.getByRole("button", { name: "Separated link" })).toBeVisible()
    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(menuShown()).toBeNull()
  })

  test("closes on a click outside", async () => {
    const { user, toggle } = setup()
    await user.click(toggle)
    await user.click(screen.getByText("Outside"))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(menuShown()).toBeNull()
  })

  test("closes on Escape and gives the focus back to its button", async () => {
    const { user, toggle } = setup()
    await user.click(toggle)
    await user.tab()
    expect(menuShown()).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
  })

  test("choosing an action closes the menu", async () => {
    const { user, toggle } = setup()
    await user.click(toggle)
    await user.click(screen.getByRole("button", { name: "Action" }))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
  })
})

describe("Sidebar", () => {
  // A hidden element has no accessible name, so the closed menu is found by its role alone.
  const nav = () => screen.getByRole("navigation", { hidden: true })

  test("marks the link of the page shown, and only that one", () => {
    renderWithTheme(<Sidebar brand={siteCopy.shortName} currentPath="/admin/tables/" />)
    const links = screen.getAllByRole("link", { hidden: true })
    const current = links.filter(link => link.getAttribute("aria-current") === "page")
    expect(current).toHaveLength(1)
    expect(current[0]).toHaveTextContent("Tables")
    expect(current[0]).toHaveAttribute("href", "/admin/tables/")
  })

  test("groups the admin, auth, no-layout and documentation links", () => {
    renderWithTheme(<Sidebar brand={siteCopy.shortName} currentPath="/admin/dashboard/" />)
    for (const group of ["Admin Layout Pages", "Auth Layout Pages", "No Layout Pages", "Documentation"]) {
      expect(screen.getByRole("heading", { name: group, hidden: true })).toBeInTheDocument()
    }
    const href = (name: string) => screen.getByRole("link", { name, hidden: true }).getAttribute("href")
    expect(href("Maps")).toBe("/admin/maps/")
    expect(href("Register")).toBe("/auth/register/")
    expect(href("Profile")).toBe("/profile/")
    expect(href("Gatsby")).toMatch(/^https:\/\//)
  })

  test("on a phone the menu button opens and closes it, and Escape or following a link closes it", async () => {
    const user = userEvent.setup()
    renderWithTheme(<Sidebar brand={siteCopy.shortName} currentPath="/admin/dashboard/" />)
    const toggle = screen.getByRole("button", { name: "Open menu" })
    expect(toggle).toHaveAttribute("aria-controls", nav().id)
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(nav()).not.toBeVisible()

    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(toggle).toHaveAccessibleName("Close menu")
    expect(screen.getByRole("navigation", { name: "Demo pages" })).toBeVisible()
    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "false")

    await user.click(toggle)
    await user.keyboard("{Escape}")
    expect(toggle).toHaveAttribute("aria-expanded", "false")

    await user.click(toggle)
    await user.click(screen.getByRole("link", { name: "Settings" }))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(nav()).not.toBeVisible()
  })
})
