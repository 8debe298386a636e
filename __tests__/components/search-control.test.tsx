import React from "react"
import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { SearchControl } from "../../src/site/components/Search"
import { loadPagefind } from "../../src/site/components/Search/pagefind"
import { localizedPath, searchPath } from "../../src/model/routes"
import { interfaceWords } from "../../src/site/i18n/all-words"
import { renderInLocale } from "../support/render"

import { startPagefind } from "../../src/site/components/Search/start"

jest.mock("../../src/site/components/Search/pagefind", () => ({ loadPagefind: jest.fn() }))
jest.mock("../../src/site/components/Search/start", () => ({ startPagefind: jest.fn() }))

beforeEach(() => {
  jest.mocked(startPagefind).mockClear()
  jest
    .mocked(loadPagefind)
    .mockClear()
    .mockResolvedValue({
      options: async () => undefined,
      init: async () => undefined,
      destroy: async () => undefined,
      debouncedSearch: async () => ({ results: [] }),
    })
})

describe.each(["en", "sw"] as const)("the navbar's search control in %s", locale => {
  const words = interfaceWords[locale].search

  test("is a link to the search page of the page's language, for browsers without JavaScript", () => {
    renderInLocale(<SearchControl />, locale)
    expect(screen.getByRole("link", { name: words.open })).toHaveAttribute("href", localizedPath(locale, searchPath))
  })

  test("opens the panel with the field focused; Escape closes it and focus returns to the control", async () => {
    const user = userEvent.setup()
    renderInLocale(<SearchControl />, locale)
    const control = screen.getByRole("link", { name: words.open })
    await user.click(control)
    expect(await screen.findByRole("searchbox", { name: words.input })).toHaveFocus()
    expect(control).toHaveAttribute("aria-expanded", "true")
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog", { name: words.dialog })).toBeNull()
    expect(control).toHaveFocus()
  })

  test("reaching for the control (focus or tap) starts Pagefind for the page's language before the panel opens", async () => {
    const user = userEvent.setup()
    renderInLocale(<SearchControl />, locale)
    expect(startPagefind).not.toHaveBeenCalled()
    await user.tab()
    expect(screen.getByRole("link", { name: words.open })).toHaveFocus()
    expect(screen.queryByRole("dialog", { name: words.dialog })).toBeNull()
    expect(startPagefind).toHaveBeenCalledWith(locale)
    await waitFor(() => expect(loadPagefind).toHaveBeenCalledWith(locale))
  })

  test("/ opens search from the page, but not while typing in a field", async () => {
    const user = userEvent.setup()
    renderInLocale(
      <>
        <label>
          Name <input />
        </label>
        <SearchControl />
      </>,
      locale,
    )
    await user.click(screen.getByRole("textbox", { name: "Name" }))
    await user.keyboard("/")
    expect(screen.queryByRole("dialog", { name: words.dialog })).toBeNull()
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("/")

    await user.click(document.body)
    expect(startPagefind).not.toHaveBeenCalled()
    await user.keyboard("/")
    expect(startPagefind).toHaveBeenCalledWith(locale)
    expect(await screen.findByRole("searchbox", { name: words.input })).toHaveFocus()
  })
})
