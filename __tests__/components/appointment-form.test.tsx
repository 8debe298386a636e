import React from "react"
import { renderToString } from "react-dom/server"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { AppointmentForm } from "../../src/site/components/AppointmentForm"
import { whatsappNumber } from "../../src/site/components/ContactLinks"
import { bookingRoute } from "../../src/model/routes"
import { appointmentWords } from "../../src/site/i18n"
import { readFixture, servicePages, siteSettings } from "../support/fixtures"
import { renderWithTheme } from "../support/render"

// The server's renderer, as the build draws pages: jsdom would pick the browser's, which needs TextEncoder.
jest.mock("react-dom/server", () => jest.requireActual("react-dom/server.node"))

const { appointmentPrivacy, appointmentPrivacyLink } = readFixture<Queries.HomeCopy>("home/home.yaml")
const words = appointmentWords.en

const form = (to: string, openMailto = jest.fn(), openWhatsapp = jest.fn()) => (
  <AppointmentForm
    to={to}
    whatsapp={siteSettings.whatsapp}
    subject="Appointment request"
    services={servicePages}
    sentMessage="Your email app should now open."
    whatsappSentMessage="WhatsApp should now open."
    privacyNote={appointmentPrivacy}
    privacyLink={appointmentPrivacyLink}
    openMailto={openMailto}
    openWhatsapp={openWhatsapp}
  />
)

function setup(to = "info@hospital.example") {
  const openMailto = jest.fn()
  const openWhatsapp = jest.fn()
  const user = userEvent.setup()
  renderWithTheme(form(to, openMailto, openWhatsapp))
  return { user, openMailto, openWhatsapp }
}

afterEach(() => window.history.replaceState(null, "", "/"))

test("the privacy line under the form leads to the privacy notice's page", () => {
  setup()
  const link = screen.getByRole("link", { name: appointmentPrivacyLink.label })
  expect(link).toHaveAttribute("href", appointmentPrivacyLink.href)
  expect(link.closest("p")).toHaveTextContent(appointmentPrivacy)
})

const field = (label: string) => screen.getByLabelText(label)
const send = () => screen.getByRole("button", { name: "Send" })
const sendOnWhatsapp = () => screen.getByRole("button", { name: "Send on WhatsApp" })
const serviceSelect = () => screen.getByRole("combobox", { name: "Service" })

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
  expect(field("Email")).toHaveAccessibleDescription(/^Please enter your email address\./)
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
  expect(field("Email")).toHaveAccessibleDescription(/^Please enter a valid email address, like name@example\.com\./)
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

test("Send on WhatsApp opens a chat with the hospital's number and exactly what the visitor typed", async () => {
  const { user, openMailto, openWhatsapp } = setup()
  const [service] = servicePages
  await user.type(field("Name"), "Amina Hassan")
  await user.selectOptions(serviceSelect(), service.title)
  await user.type(field("Message"), "A check-up next week, please & thank you?")
  await user.click(sendOnWhatsapp())
  expect(screen.queryAllByRole("alert")).toHaveLength(0)
  expect(openMailto).not.toHaveBeenCalled()
  expect(openWhatsapp).toHaveBeenCalledTimes(1)
  const url = new URL(openWhatsapp.mock.calls[0][0])
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${whatsappNumber(siteSettings.whatsapp)}`)
  expect([...url.searchParams.keys()]).toEqual(["text"])
  expect(url.searchParams.get("text")).toBe(
    `Appointment request\n\nService: ${service.title}\n\nA check-up next week, please & thank you?\n\nAmina Hassan`,
  )
  expect(screen.getByRole("status")).toHaveTextContent("WhatsApp should now open.")
  expect(screen.getByRole("link", { name: "Open WhatsApp again" })).toHaveAttribute(
    "href",
    openWhatsapp.mock.calls[0][0],
  )
})

test("WhatsApp needs no email address, but still checks one that is given", async () => {
  const { user, openWhatsapp } = setup()
  await user.click(sendOnWhatsapp())
  expect(screen.getAllByRole("alert").map(alert => alert.textContent)).toEqual([
    "Please enter your name.",
    "Please write your message.",
  ])
  expect(field("Name")).toHaveFocus()
  await user.type(field("Name"), "Amina")
  await user.type(field("Email"), "amina@")
  await user.type(field("Message"), "A scan on Friday, please.")
  await user.click(sendOnWhatsapp())
  expect(field("Email")).toHaveAccessibleDescription(/valid email address/)
  expect(openWhatsapp).not.toHaveBeenCalled()
})

test("the service named in the address is chosen, and goes into the email", async () => {
  const [, service] = servicePages
  window.history.replaceState(null, "", bookingRoute.path(service.slug))
  const { user, openMailto } = setup()
  expect(serviceSelect()).toHaveValue(service.slug)
  await user.type(field("Name"), "Amina Hassan")
  await user.type(field("Email"), "amina@example.com")
  await user.type(field("Message"), "Any day next week.")
  await user.click(send())
  const url = new URL(openMailto.mock.calls[0][0])
  expect(url.searchParams.get("body")).toBe(
    `Service: ${service.title}\n\nAny day next week.\n\nAmina Hassan\namina@example.com`,
  )
})

test("an address holding a query adds no recipient or header to the email: it stays one address", async () => {
  const to = "info@hospital.example?cc=someone@elsewhere.example"
  const { user, openMailto } = setup(to)
  await user.type(field("Name"), "Amina Hassan")
  await user.type(field("Email"), "amina@example.com")
  await user.type(field("Message"), "Any day next week.")
  await user.click(send())
  const url = new URL(openMailto.mock.calls[0][0])
  expect(decodeURIComponent(url.pathname)).toBe(to)
  expect([...url.searchParams.keys()]).toEqual(["subject", "body"])
})

test("before its script runs, the form itself hands the fields to the email app as text, never by GET", () => {
  const to = "info@hospital.example?cc=someone@elsewhere.example"
  setup(to)
  const form = send().closest("form")
  expect(form).toHaveAttribute("method", "post")
  expect(form).toHaveAttribute("enctype", "text/plain")
  const action = new URL(form?.getAttribute("action") ?? "")
  expect(action.protocol).toBe("mailto:")
  expect(decodeURIComponent(action.pathname)).toBe(to)
  expect([...action.searchParams.entries()]).toEqual([["subject", "Appointment request"]])
})

test("in the server's HTML, the browser checks the fields and Send on WhatsApp goes to wa.me by itself", () => {
  const page = document.createElement("div")
  page.innerHTML = renderToString(form("info@hospital.example"))
  const html = within(page)
  expect(html.getByRole("button", { name: words.send }).closest("form")).not.toHaveAttribute("novalidate")
  // wa.me opens the chat with the message typed in from `text`, which the form sends as it is named.
  expect(html.getByLabelText(words.message)).toHaveAttribute("name", "text")
  expect(html.getByLabelText(words.message)).toBeRequired()
  const whatsapp = html.getByRole("button", { name: words.sendOnWhatsapp })
  expect(whatsapp).toHaveAttribute("type", "submit")
  expect(whatsapp).toHaveAttribute("formaction", `https://wa.me/${whatsappNumber(siteSettings.whatsapp)}`)
  expect(whatsapp).toHaveAttribute("formmethod", "get")
  expect(whatsapp).toHaveAttribute("formtarget", "_blank")
})

test("once its script runs, the form checks the fields itself, and Send on WhatsApp opens the chat it composes, not the form's action", async () => {
  const { user, openWhatsapp } = setup()
  expect(send().closest("form")).toHaveAttribute("novalidate")
  await user.type(field(words.name), "Amina Hassan")
  await user.type(field(words.message), "A check-up next week, please.")
  // Not the form's own action: no submit event reaches the page.
  const submitted = jest.fn((event: SubmitEvent) => event.preventDefault())
  document.addEventListener("submit", submitted)
  try {
    await user.click(sendOnWhatsapp())
  } finally {
    document.removeEventListener("submit", submitted)
  }
  expect(submitted).not.toHaveBeenCalled()
  expect(openWhatsapp).toHaveBeenCalledTimes(1)
  const url = new URL(openWhatsapp.mock.calls[0][0])
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${whatsappNumber(siteSettings.whatsapp)}`)
  expect(url.searchParams.get("text")).toContain("A check-up next week, please.")
})

test("a service the list does not have leaves the choice open", () => {
  window.history.replaceState(null, "", bookingRoute.path("no-such-service"))
  setup()
  expect(serviceSelect()).toHaveValue("")
  expect(screen.getAllByRole("option").map(option => option.textContent)).toEqual([
    "Not sure, or something else",
    ...servicePages.map(service => service.title),
  ])
})
