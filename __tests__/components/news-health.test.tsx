import React from "react"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { News } from "../../src/site/components/News"
import { Health } from "../../src/site/components/Health"
import { dictionaries } from "../../src/site/i18n"
import { expectReadMore, readMoreOf } from "../support/read-more"
import { renderWithTheme } from "../support/render"

const words = dictionaries.en.expandable

const article = (n: number) => ({
  title: `Article ${n}`,
  excerpt: `Excerpt ${n}.`,
  date: `${n} July 2026`,
  isoDate: `2026-07-0${n}`,
  path: `/news/article-${n}/`,
  imageAlt: `Picture ${n}`,
  image: undefined,
  html: `<p>Full text ${n}.</p>`,
  reviewed: `2026-06-0${n}`,
  nextReview: `2027-06-0${n}`,
})

describe("Latest News & Articles", () => {
  test("each card shows its excerpt and 'Read More', and links to the article's page", () => {
    renderWithTheme(<News articles={[1, 2, 3].map(article)} allLabel="See all news" allPath="/news/" />)
    expect(screen.getAllByRole("article")).toHaveLength(3)
    expect(screen.getByText("Excerpt 1.")).toBeVisible()
    expect(screen.getByText("Full text 1.")).not.toBeVisible()
    expect(screen.getByRole("link", { name: "Article 2" })).toHaveAttribute("href", "/news/article-2/")
    expect(screen.getByRole("link", { name: "See all news" })).toHaveAttribute("href", "/news/")
    expect(screen.getByText("1 July 2026")).toHaveAttribute("datetime", "2026-07-01")
  })

  test("the link to every article leads to the news of the page's language", () => {
    renderWithTheme(<News articles={[article(1)]} allLabel="Habari zote" allPath="/sw/news/" />)
    expect(screen.getByRole("link", { name: "Habari zote" })).toHaveAttribute("href", "/sw/news/")
  })

  test("Read More shows the excerpt then the full text and 'Show Less'; Show Less collapses it again", async () => {
    const user = userEvent.setup()
    renderWithTheme(<News articles={[1, 2].map(article)} allLabel="See all news" allPath="/news/" />)
    const card = screen.getAllByRole("article")[0]
    const toggle = readMoreOf("Article 1", words, card)
    expectReadMore(toggle, false, "Article 1", words)
    await user.click(toggle)
    expectReadMore(toggle, true, "Article 1", words)
    const full = within(card).getByText("Full text 1.")
    expect(full).toBeVisible()
    expect(toggle.compareDocumentPosition(full) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(
      within(card).getByText("Excerpt 1.").compareDocumentPosition(full) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(screen.getByText("Full text 2.")).not.toBeVisible()
    await user.click(toggle)
    expectReadMore(toggle, false, "Article 1", words)
    expect(full).not.toBeVisible()
  })
})

describe("health section", () => {
  test("four articles start collapsed and each opens on its own", async () => {
    const user = userEvent.setup()
    const articles = [1, 2, 3, 4].map(article)
    renderWithTheme(<Health articles={articles} />)
    const toggles = articles.map(({ title }) => readMoreOf(title, words))
    const open = () => toggles.map(toggle => (toggle.parentElement as HTMLDetailsElement).open)
    expect(open()).toEqual([false, false, false, false])
    await user.click(toggles[1])
    expect(open()).toEqual([false, true, false, false])
    expect(screen.getByText("Full text 2.")).toBeVisible()
    expect(screen.getByText("Full text 1.")).not.toBeVisible()
    await user.click(toggles[3])
    expect(open()).toEqual([false, true, false, true])
    await user.click(toggles[1])
    expect(open()).toEqual([false, false, false, true])
    expect(screen.getByText("Full text 4.")).toBeVisible()
  })
})
