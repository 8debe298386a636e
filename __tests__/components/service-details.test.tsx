import React from "react"
import { screen, within } from "@testing-library/react"
import { Breadcrumb } from "../../src/site/components/Breadcrumb"
import { telHref } from "../../src/site/components/ContactLinks"
import { formatDays, formatTimes, serviceHours } from "../../src/site/components/OpeningHours"
import { ServiceDetails } from "../../src/site/components/ServiceDetails"
import { bookingRoute } from "../../src/model/routes"
import { siteSettings, readFixtureMarkdown, serviceTeam } from "../support/fixtures"
import { renderWithTheme } from "../support/render"

type ServiceFrontMatter = Pick<
  Queries.ServicePage,
  "title" | "summary" | "imageAlt" | "offers" | "audience" | "preparation" | "reviewed" | "nextReview"
>

const pages = readFixtureMarkdown<ServiceFrontMatter>("services")

function renderService(
  page: (typeof pages)[number],
  openingTimes = serviceHours(siteSettings.openingHours, page.slug),
) {
  renderWithTheme(
    <ServiceDetails
      {...page.data}
      html={`<p>${page.body}</p>`}
      image={null}
      openingTimes={openingTimes}
      team={serviceTeam(page.slug)}
      bookPath={bookingRoute.path(page.slug)}
      phone={siteSettings.phone}
      emergencyPhone={siteSettings.emergencyPhone}
    />,
  )
}

const listUnder = (heading: string) => {
  const list = screen.getByRole("heading", { name: heading }).nextElementSibling as HTMLElement
  return within(list)
    .getAllByRole("listitem")
    .map(item => item.textContent)
}

describe.each(pages.map(page => [page.data.title, page] as const))("the page of %s", (_, page) => {
  test("says what the service is, offers, whom it is for and how to prepare", () => {
    renderService(page)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.data.title)
    expect(screen.getByText(page.data.summary)).toBeInTheDocument()
    expect(screen.getByText(page.body)).toBeInTheDocument()
    expect(listUnder("What we offer")).toEqual(page.data.offers)
    expect(listUnder("Who it is for")).toEqual(page.data.audience)
    expect(listUnder("How to prepare")).toEqual(page.data.preparation)
  })

  test("shows its opening hours from the site settings and the emergency line", () => {
    renderService(page)
    const times = serviceHours(siteSettings.openingHours, page.slug)
    expect(times.length).toBeGreaterThan(0)
    for (const line of times) {
      expect(screen.getByText(formatDays(line.days)).nextElementSibling).toHaveTextContent(formatTimes(line))
    }
    expect(screen.getByRole("link", { name: siteSettings.emergencyPhone })).toHaveAttribute(
      "href",
      telHref(siteSettings.emergencyPhone),
    )
  })

  test("lists who works in the service and on which days, from the team's own cards, or nothing when no one is named", () => {
    renderService(page)
    const team = serviceTeam(page.slug)
    const heading = screen.queryByRole("heading", { name: "Who you will see" })
    if (team.length === 0) {
      expect(heading).toBeNull()
      return
    }
    expect(listUnder("Who you will see")).toEqual(team.map(({ title, days }) => `${title}: ${formatDays(days)}`))
  })

  test("every Book button leads to the appointment form with this service chosen", () => {
    renderService(page)
    const buttons = screen.getAllByRole("link", { name: "Book an appointment" })
    expect(buttons.length).toBeGreaterThan(0)
    for (const button of buttons) expect(button).toHaveAttribute("href", bookingRoute.path(page.slug))
  })
})

test("a service without hours in the site settings asks visitors to call", () => {
  renderService(pages[0], [])
  expect(screen.getByText(/for today's hours/)).toContainElement(screen.getByRole("link", { name: siteSettings.phone }))
})

test("the breadcrumb links up to the home page and marks the page itself as current", () => {
  renderWithTheme(<Breadcrumb items={[{ label: "Home", to: "/" }, { label: pages[0].data.title }]} />)
  const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }))
  expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/")
  expect(trail.getByText(pages[0].data.title)).toHaveAttribute("aria-current", "page")
  expect(trail.getAllByRole("link")).toHaveLength(1)
})
