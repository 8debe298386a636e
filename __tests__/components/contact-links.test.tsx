import React from "react"
import { screen, within } from "@testing-library/react"
import { ContactBar, telHref, whatsappNumber, whatsappUrl } from "../../src/components/ContactLinks"
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
