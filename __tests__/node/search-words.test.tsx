/** @jest-environment node */
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { Health } from "../../src/site/components/Health"
import { LocaleProvider, dictionaries, locales } from "../../src/site/i18n"
import { searchBody } from "../../src/model/search"
import { indexedText } from "../../testkit/search-words"
import { readFixtureHealth } from "../support/fixtures"
import { fixtureLanguageLinks } from "../support/render"

/**
 * What search indexes of the home page's health section, read as the build's search step reads the server's HTML
 * (testkit/search-words.ts follows Pagefind's rules).
 */
describe.each(locales)("in %s", locale => {
  test("search indexes each health article's title and text, not its button's words nor its review dates", () => {
    const articles = readFixtureHealth(locale)
    expect(articles.length).toBeGreaterThan(0)
    const html = renderToStaticMarkup(
      <LocaleProvider locale={locale} languageLinks={fixtureLanguageLinks}>
        <main {...searchBody}>
          <Health articles={articles} />
        </main>
      </LocaleProvider>,
    )
    const indexed = indexedText(html)
    for (const { title, excerpt, body } of articles) {
      for (const text of [title, excerpt, body.split("\n")[0]]) expect(indexed).toContain(text)
    }
    const words = dictionaries[locale]
    for (const left of [words.expandable.readMore, words.review.reviewed, words.review.nextReview])
      expect(indexed).not.toContain(left)
  })
})

test("words are read as Pagefind reads them: inline tags join, blocks and line breaks part, forms and navs drop out", () => {
  const html = `<main data-pagefind-body><p>Ante<b>natal</b> care</p><a>Book</a><div>Scan<br>price</div>
    <nav>menu</nav><form><label>Name</label></form><span data-pagefind-ignore="all">Read More</span></main>
    <footer>outside</footer>`
  expect(indexedText(html).split(/\s+/).filter(Boolean)).toEqual(["Antenatal", "care", "Book", "Scan", "price"])
})
