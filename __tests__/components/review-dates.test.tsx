import React from "react"
import { screen, within } from "@testing-library/react"
import { Health } from "../../src/site/components/Health"
import { ServiceDetails } from "../../src/site/components/ServiceDetails"
import type { ReviewDatesProps } from "../../src/site/components/ReviewDates"
import { dictionaries, formatDate, locales } from "../../src/site/i18n"
import type { Locale } from "../../src/site/i18n"
import { searchIgnore } from "../../src/model/search"
import { readFixtureMarkdown, siteSettings } from "../support/fixtures"
import { renderInLocale } from "../support/render"

type Reviewed = Pick<Queries.HealthArticle, "title" | "excerpt" | "imageAlt" | "reviewed" | "nextReview">
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

const healthArticles = (locale: Locale) => {
  const articles = readFixtureMarkdown<Reviewed>("health", locale).map(({ data, body }) => ({
    ...data,
    image: null,
    html: `<p>${body}</p>`,
  }))
  expect(articles.length).toBeGreaterThan(0)
  return articles
}

/** The text search indexes of a rendered part: all of it but what is marked `searchIgnore`, as Pagefind reads it. */
function searchedText(element: HTMLElement) {
  const copy = element.cloneNode(true) as HTMLElement
  copy.querySelectorAll(`[${Object.keys(searchIgnore)[0]}]`).forEach(ignored => ignored.remove())
  return copy.textContent ?? ""
}

describe.each(locales)("in %s", locale => {
  test("each health article of the fixture set shows when it was last reviewed and when it is due again", () => {
    const articles = healthArticles(locale)
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

  test("search indexes each health article's title and text, not its button's words nor its review dates", () => {
    const articles = healthArticles(locale)
    const { container } = renderInLocale(<Health articles={articles} />, locale)
    const indexed = searchedText(container)
    for (const { title, excerpt } of articles) {
      expect(indexed).toContain(title)
      expect(indexed).toContain(excerpt)
    }
    const words = dictionaries[locale]
    for (const left of [words.expandable.readMore, words.review.reviewed, words.review.nextReview])
      expect(indexed).not.toContain(left)
  })
})
