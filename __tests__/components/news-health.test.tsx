import React from "react"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { News } from "../../src/site/components/News"
import { Health } from "../../src/site/components/Health"
import { renderWithTheme } from "../support/render"

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
    const card = within(screen.getAllByRole("article")[0])
    const toggle = card.getByRole("button", { name: /Read More/ })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveTextContent("Read More")
    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(toggle).toHaveTextContent("Show Less")
    const full = card.getByText("Full text 1.")
    expect(full).toBeVisible()
    expect(toggle.getAttribute("aria-controls")).toBe(full.parentElement?.id)
    expect(card.getByText("Excerpt 1.").compareDocumentPosition(full) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByText("Full text 2.")).not.toBeVisible()
    await user.click(toggle)
    expect(toggle).toHaveTextContent("Read More")
    expect(full).not.toBeVisible()
  })
})

describe("health section", () => {
  test("four articles start collapsed and each opens on its own", async () => {
    const user = userEvent.setup()
    renderWithTheme(<Health articles={[1, 2, 3, 4].map(article)} />)
    const toggles = () => screen.getAllByRole("button", { name: /Read More|Show Less/ })
    const expanded = () => toggles().map(button => button.getAttribute("aria-expanded"))
    expect(expanded()).toEqual(["false", "false", "false", "false"])
    await user.click(toggles()[1])
    expect(expanded()).toEqual(["false", "true", "false", "false"])
    expect(screen.getByText("Full text 2.")).toBeVisible()
    expect(screen.getByText("Full text 1.")).not.toBeVisible()
    await user.click(toggles()[3])
    expect(expanded()).toEqual(["false", "true", "false", "true"])
    await user.click(toggles()[1])
    expect(expanded()).toEqual(["false", "false", "false", "true"])
    expect(screen.getByText("Full text 4.")).toBeVisible()
  })
})
