import React from "react"
import { screen } from "@testing-library/react"
import { ContactSummary } from "../../src/site/components/ContactSummary"
import { telHref, whatsappUrl } from "../../src/site/components/ContactLinks"
import { formatDays, formatTimes, serviceHours } from "../../src/site/components/OpeningHours"
import { contactDetails, servicePages, siteSettings, readFixtureMarkdown } from "../support/fixtures"
import { dictionaries } from "../../src/site/i18n"
import { renderWithTheme } from "../support/render"

const intro = readFixtureMarkdown<{ title: string }>("sections").find(({ slug }) => slug === "offline")
if (!intro) throw new Error("The fixture set has no sections/offline.md")

test("gives every way to reach the hospital, and each service's hours", () => {
  renderWithTheme(<ContactSummary title={intro.data.title} html={`<p>${intro.body}</p>`} {...contactDetails()} />)
  expect(screen.getByRole("heading", { level: 1, name: intro.data.title })).toBeInTheDocument()
  const ways: [RegExp, string, string][] = [
    [/^Emergency/, siteSettings.emergencyPhone, telHref(siteSettings.emergencyPhone)],
    [/^Call/, siteSettings.phone, telHref(siteSettings.phone)],
    [/^WhatsApp/, siteSettings.whatsapp, whatsappUrl(siteSettings.whatsapp)],
  ]
  for (const [name, number, href] of ways) {
    const link = screen.getByRole("link", { name })
    expect(link).toHaveTextContent(number)
    expect(link).toHaveAttribute("href", href)
  }
  expect(screen.getByText(siteSettings.address)).toBeInTheDocument()
  for (const page of servicePages) {
    const heading = screen.getByRole("heading", { level: 3, name: page.title })
    const hours = heading.parentElement?.querySelector("dl") as HTMLElement
    for (const line of serviceHours(siteSettings.openingHours, page.slug)) {
      expect(hours).toHaveTextContent(`${formatDays(line.days)}${formatTimes(line)}`)
    }
  }
})

test("leaves out a service whose hours are not published yet, and lists the others", () => {
  const details = contactDetails()
  const [unpublished, ...published] = details.services
  renderWithTheme(
    <ContactSummary
      title={intro.data.title}
      html=""
      {...details}
      services={[{ ...unpublished, times: [] }, ...published]}
    />,
  )
  expect(screen.queryByRole("heading", { level: 3, name: unpublished.title })).not.toBeInTheDocument()
  for (const service of published) {
    expect(screen.getByRole("heading", { level: 3, name: service.title })).toBeInTheDocument()
  }
})

test("has no hours heading when no service's hours are published yet", () => {
  const details = contactDetails()
  renderWithTheme(
    <ContactSummary
      title={intro.data.title}
      html=""
      {...details}
      services={details.services.map(service => ({ ...service, times: [] }))}
    />,
  )
  expect(screen.queryByRole("heading", { level: 2, name: dictionaries.en.hours.title })).not.toBeInTheDocument()
  expect(screen.queryAllByRole("heading", { level: 3 })).toEqual([])
})
