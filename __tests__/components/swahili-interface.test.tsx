import React from "react"
import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useJsApiLoader } from "@react-google-maps/api"
import { AppointmentForm } from "../../src/site/components/AppointmentForm"
import { Breadcrumb } from "../../src/site/components/Breadcrumb"
import { ContactBar } from "../../src/site/components/ContactLinks"
import { ContactSummary } from "../../src/site/components/ContactSummary"
import { ExpandableText } from "../../src/site/components/ExpandableText"
import { Footer } from "../../src/site/components/Footer"
import { Hero, HeroSlide } from "../../src/site/components/Hero"
import { Insurers } from "../../src/site/components/Insurers"
import { LanguageSwitch } from "../../src/site/components/LanguageSwitch"
import { Location } from "../../src/site/components/Location"
import { Map } from "../../src/site/components/Map"
import { AuthFailurePanel, FailedPanel, LoadingPanel } from "../../src/site/components/Map/MapPanels"
import { Navbar } from "../../src/site/components/Navbar"
import { NewsCard } from "../../src/site/components/News/NewsCard"
import { ArticleView } from "../../src/site/components/News/ArticleView"
import { OpeningHours, serviceHours } from "../../src/site/components/OpeningHours"
import { Pagination } from "../../src/site/components/Pagination"
import { ServiceDetails } from "../../src/site/components/ServiceDetails"
import { TopBar } from "../../src/site/components/TopBar"
import { Redirect } from "../../src/site/components/Redirect"
import { BaseLayout } from "../../src/site/layouts/BaseLayout"
import { formatDate } from "../../src/site/i18n"
import { interfaceWords } from "../../src/site/i18n/all-words"
import { localizedPath, serviceRoute } from "../../src/model/routes"
import {
  contactDetails,
  readFixtureItems,
  readFixtureNews,
  readServicePages,
  serviceTeam,
  siteSettings,
} from "../support/fixtures"
import { expectNoForeignInterfaceWords, foreignInterfaceWords } from "../support/interface-words"
import { expectReadMore, readMoreOf } from "../support/read-more"
import { fixtureLanguageLinks, renderInLocale } from "../support/render"
import { showMap } from "./map-mocks"
import { demo as demoPart } from "../../src/demo/extension"

jest.mock("@react-google-maps/api", () => jest.requireActual("./map-mocks").googleMapsModuleMock())
jest.mock("swiper", () => ({
  Swiper: class {
    destroyed = false
    activeIndex = 0
    slideTo = jest.fn()
    destroy() {
      this.destroyed = true
    }
  },
}))

const sw = interfaceWords.sw
/** A Swahili page offers the Swahili service pages. */
const servicePages = readServicePages("sw")
const renderInSwahili = (ui: React.ReactElement) => renderInLocale(ui, "sw")

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined))
afterEach(() => window.history.replaceState(null, "", "/"))

describe("the check itself", () => {
  test("finds an English interface string, alone or inside a sentence, and a function's words", () => {
    const { container } = renderInSwahili(
      <div>
        <button type="button">{interfaceWords.en.appointment.send}</button>
        <p>Intro. {interfaceWords.en.service.book} today.</p>
        <span aria-label={interfaceWords.en.map.label("Fixture hospital")} />
      </div>,
    )
    expect(foreignInterfaceWords(container)).toEqual([
      'en.map.label: "Map of"',
      'en.appointment.send: "Send"',
      'en.service.book: "Book an appointment"',
    ])
  })

  test("passes the same words in Swahili, and English content", () => {
    const { container } = renderInSwahili(
      <div>
        <button type="button">{sw.appointment.send}</button>
        <span aria-label={sw.map.label("Fixture hospital")}>Fixture content in English.</span>
      </div>,
    )
    expectNoForeignInterfaceWords(container)
  })
})

describe("on a Swahili page", () => {
  test("the navbar, its menu and dropdowns are in Swahili; the demonstration screens' names are marked English", async () => {
    const user = userEvent.setup()
    const { container } = renderInSwahili(<Navbar />)
    await user.click(screen.getByRole("button", { name: sw.navbar.menu }))
    expect(screen.getByRole("button", { name: sw.navbar.closeMenu })).toBeInTheDocument()
    // The dropdowns are <details>, opened by their <summary>.
    await user.click(screen.getByText(sw.navbar.services))
    const [service] = servicePages
    const serviceLink = screen.getByRole("link", { name: service.title })
    expect(serviceLink).toBeVisible()
    expect(serviceLink).toHaveAttribute("href", localizedPath("sw", serviceRoute.path(service.slug)))
    for (const english of readServicePages("en")) {
      expect(screen.queryByRole("link", { name: english.title })).not.toBeInTheDocument()
    }
    const demo = screen.getByText(demoPart.menu.label.sw)
    await user.click(demo)
    expect(demo.nextElementSibling).toBeVisible()
    expect(demo.nextElementSibling).toHaveAttribute("lang", "en")
    expect(screen.getByRole("link", { name: new RegExp(sw.navbar.download) })).toHaveAttribute(
      "href",
      siteSettings.downloadUrl,
    )
    expectNoForeignInterfaceWords(container)
  })

  test("the language switch leads to the English twin, named in English and marked so", () => {
    renderInSwahili(<LanguageSwitch />)
    const link = screen.getByRole("link", { name: `${sw.languageSwitch.label} English` })
    expect(link).toHaveAttribute("href", fixtureLanguageLinks.en)
    expect(link).toHaveAttribute("hreflang", "en")
    expect(link).toHaveAttribute("lang", "en")
    // The words around the name are the page's, and say so inside the English link.
    expect(within(link).getByText(sw.languageSwitch.label)).toHaveAttribute("lang", "sw")
  })

  test("the footer: its headings, hours in Swahili day names, and the language switch", () => {
    const { container } = renderInSwahili(<Footer />)
    expect(screen.getByRole("navigation", { name: sw.footer.servicesAndHours })).toBeInTheDocument()
    expect(screen.getByRole("list", { name: sw.footer.socialMedia })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /English$/ })).toHaveAttribute("href", fixtureLanguageLinks.en)
    expect(container.textContent).not.toMatch(/Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday/)
    expectNoForeignInterfaceWords(container)
  })

  test("the skip link, top bar and call bar", () => {
    const { container } = renderInSwahili(
      <BaseLayout>
        <TopBar />
        <ContactBar />
      </BaseLayout>,
    )
    expect(screen.getByRole("link", { name: sw.layout.skipToContent })).toHaveAttribute("href", "#main")
    expect(screen.getByRole("complementary", { name: sw.contact.barLabel })).toBeInTheDocument()
    expect(screen.getByRole("complementary", { name: sw.contact.details })).toBeInTheDocument()
    expectNoForeignInterfaceWords(container)
  })

  test("opening hours name the days in Swahili", () => {
    const { container } = renderInSwahili(
      <OpeningHours
        times={[
          { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "17:00" },
          { days: ["Saturday", "Sunday"], opens: "00:00", closes: "23:59" },
        ]}
      />,
    )
    expect(screen.getByText("Jumatatu hadi Ijumaa").nextElementSibling).toHaveTextContent("08:00–17:00")
    expect(screen.getByText("Jumamosi na Jumapili").nextElementSibling).toHaveTextContent(sw.hours.allDay)
    expectNoForeignInterfaceWords(container)
  })

  describe("the appointment form", () => {
    function setup() {
      const openMailto = jest.fn()
      const openWhatsapp = jest.fn()
      const view = renderInSwahili(
        <AppointmentForm
          to="info@hospital.example"
          whatsapp={siteSettings.whatsapp}
          subject="Ombi la miadi"
          services={servicePages}
          sentMessage="Fixture sent."
          whatsappSentMessage="Fixture WhatsApp sent."
          privacyNote="Fixture privacy."
          privacyLink={{ label: "Fixture notice", href: "/sw/fixture-notice/" }}
          openMailto={openMailto}
          openWhatsapp={openWhatsapp}
        />,
      )
      return { ...view, user: userEvent.setup(), openMailto, openWhatsapp }
    }
    const words = sw.appointment
    const field = (label: string) => screen.getByLabelText(label)

    test("labels, options and every validation message are in Swahili", async () => {
      const { container, user } = setup()
      expect(screen.getByRole("option", { name: words.serviceNotSure })).toBeInTheDocument()
      await user.click(screen.getByRole("button", { name: words.send }))
      expect(screen.getAllByRole("alert").map(alert => alert.textContent)).toEqual([
        words.nameMissing,
        words.emailMissing,
        words.messageMissing,
      ])
      expectNoForeignInterfaceWords(container)

      await user.type(field(words.name), "Amina")
      await user.type(field(words.email), "amina@example")
      await user.type(field(words.message), "Habari")
      await user.click(screen.getByRole("button", { name: words.send }))
      expect(field(words.email)).toHaveAccessibleDescription(new RegExp(`^${words.emailInvalid}`))
      expect(field(words.message)).toHaveAccessibleDescription(words.messageTooShort(10))
      expectNoForeignInterfaceWords(container)

      await user.clear(field(words.message))
      await user.click(field(words.message))
      await user.paste("a".repeat(1001))
      await user.click(screen.getByRole("button", { name: words.send }))
      expect(field(words.message)).toHaveAccessibleDescription(words.messageTooLong(1000, 1001))
      expectNoForeignInterfaceWords(container)
    })

    test("the WhatsApp message and the email have their fixed words in Swahili, and the visitor's own unchanged", async () => {
      const { container, user, openMailto, openWhatsapp } = setup()
      const [service] = servicePages
      await user.type(field(words.name), "Amina Hassan")
      await user.selectOptions(screen.getByRole("combobox", { name: words.service }), service.title)
      await user.type(field(words.message), "Please, next week & thank you?")
      await user.click(screen.getByRole("button", { name: words.sendOnWhatsapp }))
      const text = new URL(openWhatsapp.mock.calls[0][0]).searchParams.get("text")
      expect(text).toBe(
        `Ombi la miadi\n\n${words.serviceLine(service.title)}\n\nPlease, next week & thank you?\n\nAmina Hassan`,
      )
      expect(text).not.toContain(interfaceWords.en.appointment.serviceLine(service.title))
      expect(screen.getByRole("link", { name: words.openWhatsappAgain })).toBeInTheDocument()
      expectNoForeignInterfaceWords(container)

      await user.type(field(words.email), "amina@example.com")
      await user.click(screen.getByRole("button", { name: words.send }))
      const body = new URL(openMailto.mock.calls[0][0]).searchParams.get("body")
      expect(body).toBe(
        `${words.serviceLine(service.title)}\n\nPlease, next week & thank you?\n\nAmina Hassan\namina@example.com`,
      )
      expect(screen.getByRole("link", { name: words.openEmailAgain })).toBeInTheDocument()
      expectNoForeignInterfaceWords(container)
    })
  })

  test("Read More and Show Less read Soma zaidi and Funga", async () => {
    const user = userEvent.setup()
    const { container } = renderInSwahili(
      <ExpandableText excerpt="Fixture excerpt." html="<p>Fixture text.</p>" about="Fixture title" />,
    )
    const toggle = readMoreOf("Fixture title", sw.expandable)
    expectReadMore(toggle, false, "Fixture title", sw.expandable)
    expectNoForeignInterfaceWords(container)
    await user.click(toggle)
    expectReadMore(toggle, true, "Fixture title", sw.expandable)
    expectNoForeignInterfaceWords(container)
  })

  test("the carousel's controls, positions and announcements", async () => {
    const user = userEvent.setup()
    const slides = readFixtureItems<Omit<HeroSlide, "image">>("slides/slides.yaml", "sw").map(slide => ({
      ...slide,
      image: null,
    }))
    const { container } = renderInSwahili(<Hero slides={slides} label={sw.carousel.label} />)
    await act(async () => undefined)
    expect(screen.getByRole("region", { name: sw.carousel.label })).toHaveAttribute(
      "aria-roledescription",
      sw.carousel.roleCarousel,
    )
    const groups = screen.getAllByRole("group")
    expect(groups.map(slide => slide.getAttribute("aria-label"))).toEqual(
      slides.map((_, index) => sw.carousel.position(index + 1, slides.length)),
    )
    expect(within(groups[0]).getByRole("link", { name: new RegExp(sw.carousel.next) })).toHaveAttribute(
      "href",
      `#${groups[1].id}`,
    )
    expect(within(groups[1]).getByRole("link", { name: new RegExp(sw.carousel.back) })).toHaveAttribute(
      "href",
      `#${groups[0].id}`,
    )
    expect(within(groups[0]).getByRole("link", { name: sw.carousel.dot(2, slides[1].title) })).toBeInTheDocument()
    expectNoForeignInterfaceWords(container)
    await user.click(screen.getByRole("button", { name: sw.carousel.pause }))
    expect(screen.getByRole("button", { name: sw.carousel.play })).toBeInTheDocument()
    expectNoForeignInterfaceWords(container)
  })

  test("the insurers strip's pause switch", async () => {
    const user = userEvent.setup()
    const { container } = renderInSwahili(<Insurers names={["Fixture insurer"]} />)
    const pause = screen.getByRole("checkbox", { name: `${sw.insurers.pause} ${sw.insurers.strip}` })
    expectNoForeignInterfaceWords(container)
    await user.click(screen.getByText(sw.insurers.pause))
    expect(pause).toBeChecked()
    expectNoForeignInterfaceWords(container)
  })

  describe("the map", () => {
    const loader = jest.mocked(useJsApiLoader)
    beforeEach(() => loader.mockReset())
    const withKey = { label: "Fixture map", center: { lat: -4.05, lng: 39.66 }, zoom: 15, apiKey: "test-key" }

    test("without a key: the address and the way there", async () => {
      const { container } = renderInSwahili(<Location title="Fixture location" />)
      // The map's code arrives a moment later (src/site/hydration).
      expect(await screen.findByRole("link", { name: sw.map.directions })).toBeInTheDocument()
      expectNoForeignInterfaceWords(container)
    })

    test("Show map, then loading, in the page's language for Google too", async () => {
      loader.mockReturnValue({ isLoaded: false, loadError: undefined })
      const { container } = renderInSwahili(<Map {...withKey} />)
      expectNoForeignInterfaceWords(container)
      await showMap(sw.map.showMap)
      expect(screen.getByRole("status")).toHaveTextContent(sw.map.loading)
      expect(loader).toHaveBeenCalledWith(expect.objectContaining({ language: "sw" }))
      expectNoForeignInterfaceWords(container)
    })

    test.each([
      ["failed", FailedPanel, sw.map.failed],
      ["rejected key", AuthFailurePanel, sw.map.authFailure],
      ["loading", LoadingPanel, sw.map.loading],
    ])("%s", (_state, Panel, words) => {
      const { container } = renderInSwahili(<Panel />)
      expect(container).toHaveTextContent(words)
      expectNoForeignInterfaceWords(container)
    })
  })

  test("a news card and an article give their date in Swahili", () => {
    const [article] = readFixtureNews()
    const { container } = renderInSwahili(
      <>
        <NewsCard
          article={{ ...article, isoDate: article.date, path: `/sw/news/${article.slug}/`, image: null, html: "" }}
        />
        <ArticleView title={article.title} isoDate={article.date} image={null} imageAlt="" html="" />
      </>,
    )
    const shown = formatDate(article.date, "sw")
    expect(shown).not.toBe(formatDate(article.date, "en"))
    expect(screen.getAllByText(shown).map(time => time.getAttribute("datetime"))).toEqual([article.date, article.date])
    expectNoForeignInterfaceWords(container)
  })

  test("a service page's headings, hours and calls to action", () => {
    const [service] = servicePages
    const view = (openingTimes: ReturnType<typeof serviceHours>) => (
      <ServiceDetails
        title="Fixture service"
        summary="Fixture summary."
        html=""
        image={null}
        imageAlt=""
        offers={["Fixture offer"]}
        audience={["Fixture audience"]}
        preparation={["Fixture preparation"]}
        reviewed="2026-03-02"
        nextReview="2027-03-02"
        openingTimes={openingTimes}
        team={serviceTeam(service.slug, "sw")}
        bookPath="/sw/?service=fixture#contact"
        phone={siteSettings.phone}
        emergencyPhone={siteSettings.emergencyPhone}
      />
    )
    const { container, rerender } = renderInSwahili(view(serviceHours(siteSettings.openingHours, service.slug)))
    expect(screen.getAllByRole("link", { name: sw.service.book })).toHaveLength(2)
    expect(screen.getByRole("heading", { name: sw.service.preparation })).toBeInTheDocument()
    expect(screen.getByRole("heading", { name: sw.service.team })).toBeInTheDocument()
    expectNoForeignInterfaceWords(container)
    rerender(view([]))
    expect(container).toHaveTextContent(`${sw.service.callForHours.before}${siteSettings.phone}`)
    expectNoForeignInterfaceWords(container)
  })

  test("the offline page's words", () => {
    const { container } = renderInSwahili(
      <ContactSummary title="Fixture title" html="<p>Fixture text.</p>" {...contactDetails("sw")} />,
    )
    expect(screen.getByRole("heading", { name: sw.hours.title })).toBeInTheDocument()
    expectNoForeignInterfaceWords(container)
  })

  test("breadcrumbs, pages of a list and the way on from a missing page", () => {
    const { container } = renderInSwahili(
      <>
        <Breadcrumb items={[{ label: sw.breadcrumb.home, to: "/sw/" }, { label: "Fixture" }]} />
        <Pagination
          current={2}
          count={3}
          pathOf={page => `/sw/news/${page}/`}
          label="x"
          previousLabel="y"
          nextLabel="z"
        />
        <Redirect to="/sw/" message={sw.notFound.message} />
      </>,
    )
    expect(screen.getByRole("navigation", { name: sw.breadcrumb.label })).toBeInTheDocument()
    expect(screen.getByText(sw.pagination.pageOf(2, 3))).toBeInTheDocument()
    expectNoForeignInterfaceWords(container)
  })
})
