import React from "react"
import { screen, within } from "@testing-library/react"
import { ContactBar, mailtoHref, telHref, whatsappNumber, whatsappUrl } from "../../src/site/components/ContactLinks"
import { siteSettings } from "../support/fixtures"
import { renderWithTheme } from "../support/render"

describe("whatsappNumber", () => {
  test.each([
    ["+254 700 123 456", "254700123456"],
    ["+254-700-123-456", "254700123456"],
    ["00254 700 123 456", "254700123456"],
    ["0700 123 456", "254700123456"],
    ["(0700) 123456", "254700123456"],
    ["254700123456", "254700123456"],
  ])("%s is written %s", (written, expected) => {
    expect(whatsappNumber(written)).toBe(expected)
  })
})

describe("mailtoHref", () => {
  test("writes one address to write to, with a subject and text encoded", () => {
    const url = new URL(mailtoHref("desk@hospital.example", { subject: "Miadi: Amina & Co", body: "Line 1\nLine 2?" }))
    expect(url.protocol).toBe("mailto:")
    expect(url.pathname).toBe("desk@hospital.example")
    expect(url.searchParams.get("subject")).toBe("Miadi: Amina & Co")
    expect(url.searchParams.get("body")).toBe("Line 1\nLine 2?")
    expect(mailtoHref("desk@hospital.example")).toBe("mailto:desk@hospital.example")
  })

  test.each(["a@b.org?cc=x@y.org", "a@b.org?bcc=x@y.org&subject=Hi", "a@b.org,x@y.org", "a@b.org&body=x"])(
    "%s adds no recipient, header or text: it stays one address",
    address => {
      const url = new URL(mailtoHref(address, { subject: "Appointment" }))
      expect([...url.searchParams.keys()]).toEqual(["subject"])
      expect(url.pathname).not.toMatch(/[?&,]/)
      expect(decodeURIComponent(url.pathname)).toBe(address)
    },
  )
})

describe("whatsappUrl", () => {
  test("opens a chat with the number alone", () => {
    expect(whatsappUrl("+254 700 123 456")).toBe("https://wa.me/254700123456")
  })

  test("types in the text, encoded so that no character is lost or read as part of the address", () => {
    const text = "Appointment request\n\nDental & X-ray? 50% off #1 — asante sana 🙏"
    const url = whatsappUrl("0700 123 456", text)
    expect(url).toMatch(/^https:\/\/wa\.me\/254700123456\?text=[^\s&#?]+$/)
    expect(new URL(url).searchParams.get("text")).toBe(text)
  })
})

test("telHref keeps the + and the digits", () => {
  expect(telHref("+254 700 123 456")).toBe("tel:+254700123456")
  expect(telHref("0700-123-456")).toBe("tel:0700123456")
})

test("the phone bar calls and messages the numbers of the site settings", () => {
  renderWithTheme(<ContactBar />)
  const bar = within(screen.getByRole("complementary", { name: "Call or WhatsApp us" }))
  expect(bar.getByRole("link", { name: `Call ${siteSettings.phone}` })).toHaveAttribute(
    "href",
    telHref(siteSettings.phone),
  )
  expect(bar.getByRole("link", { name: `WhatsApp ${siteSettings.whatsapp}` })).toHaveAttribute(
    "href",
    whatsappUrl(siteSettings.whatsapp),
  )
})
