import React from "react"
import { screen, within } from "@testing-library/react"
import { Pagination } from "../../src/site/components/Pagination"
import { newsArchiveRoute } from "../../src/model/routes"
import { renderWithTheme } from "../support/render"

const renderPage = (current: number, count: number) =>
  renderWithTheme(
    <Pagination
      current={current}
      count={count}
      pathOf={newsArchiveRoute.path}
      label="Pages"
      previousLabel="Newer"
      nextLabel="Older"
    />,
  )

const links = () =>
  within(screen.getByRole("navigation", { name: "Pages" }))
    .queryAllByRole("link")
    .map(link => [link.textContent?.trim(), link.getAttribute("href"), link.getAttribute("rel")])

test("the first page links only to the next one", () => {
  renderPage(1, 3)
  expect(links()).toEqual([["Older", newsArchiveRoute.path(2), "next"]])
  expect(screen.getByText("Page 1 of 3")).toBeInTheDocument()
})

test("a middle page links both ways", () => {
  renderPage(2, 3)
  expect(links()).toEqual([
    ["Newer", newsArchiveRoute.path(1), "prev"],
    ["Older", newsArchiveRoute.path(3), "next"],
  ])
})

test("the last page links only back", () => {
  renderPage(3, 3)
  expect(links()).toEqual([["Newer", newsArchiveRoute.path(2), "prev"]])
})

test("a list that fits on one page has no page links", () => {
  renderPage(1, 1)
  expect(screen.queryByRole("navigation")).not.toBeInTheDocument()
})
