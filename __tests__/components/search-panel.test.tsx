import React from "react"
import { fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import SearchPanel from "../../src/site/components/Search/SearchPanel"
import { Pagefind, PagefindResultData, loadPagefind } from "../../src/site/components/Search/pagefind"
import { telHref, whatsappUrl } from "../../src/site/components/ContactLinks"
import { localizedPath, newsArchiveRoute, serviceRoute } from "../../src/model/routes"
import { maxQueryLength } from "../../src/model/search-query"
import { interfaceWords } from "../../src/site/i18n/all-words"
import { readServicePages, siteSettings } from "../support/fixtures"
import { renderInLocale } from "../support/render"

jest.mock("../../src/site/components/Search/pagefind", () => ({ loadPagefind: jest.fn() }))

/** Pagefind standing in with `found` as the results of every query. */
function answer(found: PagefindResultData[]) {
  const debouncedSearch = jest.fn(async () => ({
    results: found.map((data, index) => ({ id: String(index), data: async () => data })),
  }))
  const pagefind: Pagefind = {
    options: async () => undefined,
    init: async () => undefined,
    destroy: async () => undefined,
    debouncedSearch,
  }
  jest.mocked(loadPagefind).mockResolvedValue(pagefind)
  return debouncedSearch
}

describe.each(["en", "sw"] as const)("the search panel in %s", locale => {
  const words = interfaceWords[locale].search
  const service = readServicePages(locale)[0]
  const url = localizedPath(locale, serviceRoute.path(service.slug))
  const serviceResult: PagefindResultData = {
    url,
    // What an index could hold if a page's text ever carried markup: it must show as text.
    excerpt: 'Book a <mark>scan</mark> <img src="x" onerror="alert(1)"> &lt;b&gt;',
    meta: { title: service.title, kind: "service", phone: siteSettings.phone, whatsapp: siteSettings.whatsapp },
  }

  test("a result shows its kind, its title leading to the page, its excerpt as text with marks, and the service's numbers", async () => {
    answer([serviceResult])
    renderInLocale(<SearchPanel id="search" onClose={jest.fn()} />, locale)
    const field = screen.getByRole("searchbox", { name: words.input })
    expect(field).toHaveFocus()
    await userEvent.type(field, "scan")

    const list = await screen.findByRole("list", { name: words.results })
    expect(screen.getByRole("status")).toHaveTextContent(words.count(1))
    const item = within(list).getByRole("listitem")
    expect(item).toHaveTextContent(words.kinds.service)
    expect(within(item).getByRole("link", { name: service.title })).toHaveAttribute("href", url)
    expect(item.querySelector("mark")).toHaveTextContent("scan")
    expect(item.querySelector("img")).toBeNull()
    expect(item).toHaveTextContent('<img src="x" onerror="alert(1)"> <b>')
    expect(within(item).getByRole("link", { name: `${words.call} ${siteSettings.phone}` })).toHaveAttribute(
      "href",
      telHref(siteSettings.phone),
    )
    expect(within(item).getByRole("link", { name: `${words.whatsapp} ${siteSettings.whatsapp}` })).toHaveAttribute(
      "href",
      whatsappUrl(siteSettings.whatsapp),
    )
  })

  test("nothing found says so", async () => {
    answer([])
    renderInLocale(<SearchPanel id="search" onClose={jest.fn()} />, locale)
    await userEvent.type(screen.getByRole("searchbox", { name: words.input }), "zqxj")
    expect(await screen.findByText(words.noResults)).toBeInTheDocument()
    expect(screen.queryByRole("list", { name: words.results })).toBeNull()
  })

  test.each([
    ["something found", [serviceResult]],
    ["nothing found", []],
  ])("%s, the answer leads on to the older news, which the search leaves out, in the archive", async (_, found) => {
    answer(found)
    const onClose = jest.fn()
    renderInLocale(<SearchPanel id="search" onClose={onClose} />, locale)
    const field = screen.getByRole("searchbox", { name: words.input })
    expect(screen.queryByRole("link", { name: words.olderNews })).toBeNull()
    await userEvent.type(field, "scan")
    const archive = await screen.findByRole("link", { name: words.olderNews })
    expect(archive).toHaveAttribute("href", localizedPath(locale, newsArchiveRoute.path(1)))
    await userEvent.click(archive)
    expect(onClose).toHaveBeenCalled()
  })

  test("only spaces or symbols search for nothing", async () => {
    const search = answer([serviceResult])
    renderInLocale(<SearchPanel id="search" onClose={jest.fn()} />, locale)
    await userEvent.type(screen.getByRole("searchbox", { name: words.input }), "  ?! -- ")
    expect(screen.getByRole("status")).toHaveTextContent(words.hint)
    expect(search).not.toHaveBeenCalled()
  })

  test("a very long query is cut before it searches", async () => {
    const search = answer([serviceResult])
    renderInLocale(<SearchPanel id="search" onClose={jest.fn()} />, locale)
    // Pasted past the field's own limit, as a script or an old browser could.
    fireEvent.change(screen.getByRole("searchbox", { name: words.input }), { target: { value: "meno ".repeat(80) } })
    await screen.findByRole("list", { name: words.results })
    const queries = search.mock.calls.map(call => (call as unknown[])[0] as string)
    expect(queries.length).toBeGreaterThan(0)
    for (const query of queries) expect(query.length).toBeLessThanOrEqual(maxQueryLength)
  })
})
