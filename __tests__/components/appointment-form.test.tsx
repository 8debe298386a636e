import React from "react"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { AppointmentForm } from "../../src/components/AppointmentForm"
import { renderWithTheme } from "../support/render"

function setup() {
  const openMailto = jest.fn()
  const user = userEvent.setup()
  renderWithTheme(
    <AppointmentForm
      to="info@hospital.example"
      subject="Appointment request"
      sentMessage="Your email app should now open."
      privacyNote="We keep what you write private."
      openMailto={openMailto}
    />,
  )
  return { user, openMailto }
}

const field = (label: string) => screen.getByLabelText(label)
const send = () => screen.getByRole("button", { name: "Send" })

test("every field has a label", () => {
  setup()
  expect(field("Name")).toHaveAttribute("autocomplete", "name")
  expect(field("Email")).toHaveAttribute("type", "email")
  expect(field("Message").tagName).toBe("TEXTAREA")
})

test("Send with empty fields shows a message beside each, tied to its field, and opens nothing", async () => {
  const { user, openMailto } = setup()
  await user.click(send())
  expect(screen.getAllByRole("alert").map(alert => alert.textContent)).toEqual([
    "Please enter your name.",
    "Please enter your email address.",
    "Please write your message.",
  ])
  expect(field("Name")).toHaveAttribute("aria-invalid", "true")
  expect(field("Name")).toHaveAccessibleDescription("Please enter your name.")
  expect(field("Email")).toHaveAccessibleDescription("Please enter your email address.")
  expect(field("Message")).toHaveAccessibleDescription("Please write your message.")
  expect(field("Name")).toHaveFocus()
  expect(openMailto).not.toHaveBeenCalled()
})

test("a bad email and a too-short message get their own messages, which go once fixed", async () => {
  const { user } = setup()
  await user.type(field("Name"), "Amina")
  await user.type(field("Email"), "amina@example")
  await user.type(field("Message"), "Hello")
  await user.click(send())
  expect(field("Name")).toHaveAttribute("aria-invalid", "false")
  expect(field("Email")).toHaveAccessibleDescription("Please enter a valid email address, like name@example.com.")
  expect(field("Message")).toHaveAccessibleDescription(/at least 10 characters/)
  expect(field("Email")).toHaveFocus()
  await user.type(field("Email"), ".com")
  expect(field("Email")).toHaveAttribute("aria-invalid", "false")
  expect(screen.getAllByRole("alert")).toHaveLength(1)
})

test("a message over 1000 characters is refused", async () => {
  const { user, openMailto } = setup()
  await user.type(field("Name"), "Amina")
  await user.type(field("Email"), "amina@example.com")
  await user.click(field("Message"))
  await user.paste("a".repeat(1001))
  await user.click(send())
  expect(field("Message")).toHaveAccessibleDescription(/under 1000 characters/)
  expect(openMailto).not.toHaveBeenCalled()
})

test("a valid Send opens a prefilled email to the hospital and says so", async () => {
  const { user, openMailto } = setup()
  await user.type(field("Name"), "Amina Hassan")
  await user.type(field("Email"), "amina@example.com")
  await user.type(field("Message"), "A dental check-up next week, please.")
  await user.click(send())
  expect(screen.queryAllByRole("alert")).toHaveLength(0)
  expect(openMailto).toHaveBeenCalledTimes(1)
  const url = new URL(openMailto.mock.calls[0][0])
  expect(url.protocol).toBe("mailto:")
  expect(url.pathname).toBe("info@hospital.example")
  expect(url.searchParams.get("subject")).toBe("Appointment request: Amina Hassan")
  expect(url.searchParams.get("body")).toBe("A dental check-up next week, please.\n\nAmina Hassan\namina@example.com")
  expect(screen.getByRole("status")).toHaveTextContent("Your email app should now open.")
  expect(screen.getByRole("link", { name: "Open the email again" })).toHaveAttribute(
    "href",
    openMailto.mock.calls[0][0],
  )
})
