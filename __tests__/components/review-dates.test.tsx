import React from "react"
import { screen, within } from "@testing-library/react"
import { Health } from "../../src/site/components/Health"
import { ServiceDetails } from "../../src/site/components/ServiceDetails"
import type { ReviewDatesProps } from "../../src/site/components/ReviewDates"
import { dictionaries, formatDate, locales } from "../../src/site/i18n"
import type { Locale } from "../../src/site/i18n"
import { readFixtureHealth, readFixtureMarkdown, siteSettings } from "../support/fixtures"
import { renderInLocale } from "../support/render"

type ServiceFrontMatter = Pick<
  Queries.ServicePage,
  "title" | "summary" | "imageAlt" | "offers" | "audience" | "preparation" | "reviewed" | "nextReview"
>

/** The review line says both dates in words in the page's language, each with its ISO date for machines. */
function expectReviewLine(container: HTMLElement, locale: Locale, { reviewed, nextReview }: ReviewDatesProps) {
  const words = dictionaries[locale].review
  const line = within(container)
  for (const [label, date] of [
    [words.reviewed, reviewed],
    [words.nextReview, nextReview],
  ]) {
    const time = line.getByText(formatDate(date, locale), { selector: "time" })
    expect(time).toHaveAttribute("datetime", date)
    expect(time.parentElement).toHaveTextContent(`${label} ${formatDate(date, locale)}`)
  }
}

describe.each(locales)("in %s", locale => {
  test("each health article of the fixture set shows when it was last reviewed and when it is due again", () => {
    const articles = readFixtureHealth(locale)
    expect(articles.length).toBeGreaterThan(0)
    renderInLocale(<Health articles={articles} />, locale)
    const cards = screen.getAllByRole("heading", { level: 3 }).map(heading => heading.parentElement as HTMLElement)
    articles.forEach((article, index) => expectReviewLine(cards[index], locale, article))
  })

  test("each service page of the fixture set shows its review dates", () => {
    for (const { data, body, slug } of readFixtureMarkdown<ServiceFrontMatter>("services", locale)) {
      const { container, unmount } = renderInLocale(
        <ServiceDetails
          {...data}
          html={`<p>${body}</p>`}
          image={null}
          openingTimes={[]}
          team={[]}
          bookPath={`/?service=${slug}#contact`}
          phone={siteSettings.phone}
          emergencyPhone={siteSettings.emergencyPhone}
        />,
        locale,
      )
      expectReviewLine(container, locale, data)
      unmount()
    }
  })
})
