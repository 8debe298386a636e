import React from "react"
import { renderToString } from "react-dom/server"
import { hydrateRoot } from "react-dom/client"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { ExpandableText } from "../../src/site/components/ExpandableText"
import { Island, lazyBlock } from "../../src/site/hydration"
import { IslandRoot, deferHydration, endFirstPage } from "../../src/site/hydration/deferred-hydration"
import { dictionaries } from "../../src/site/i18n"
import { readFixtureHealth } from "../support/fixtures"

// The server's renderer, as the build draws pages: jsdom would pick the browser's, which needs TextEncoder.
jest.mock("react-dom/server", () => jest.requireActual("react-dom/server.node"))

const [article] = readFixtureHealth()
const words = dictionaries.en.expandable

/** A health card's Read More, which the server draws as a native `<details>`. */
const readMore = <ExpandableText excerpt={article.excerpt} html={article.html} about={article.title} />

/** Code whose first download fails (mobile data dropped it) and whose next one comes. */
function flakyDownload<T>(code: T) {
  return jest.fn<Promise<T>, []>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(code)
}

afterEach(() => {
  document.body.innerHTML = ""
})

test("a block whose code failed to download asks for it again at its next load, and then renders", async () => {
  const download = flakyDownload<React.ComponentType>(() => readMore)
  const Block = lazyBlock(download)
  await expect(Block.load()).rejects.toThrow("offline")
  expect(Block.isLoaded()).toBe(false)
  await Block.load()
  expect(download).toHaveBeenCalledTimes(2)
  render(<Block />)
  expect(screen.getByText(article.excerpt)).toBeInTheDocument()
})

test("an island whose code failed to download downloads it again when next opened, and hydrates", async () => {
  const clicked = jest.fn()
  const content = <div onClickCapture={clicked}>{readMore}</div>
  const element = document.body.appendChild(document.createElement("div"))
  element.innerHTML = renderToString(content)
  const load = flakyDownload<void>(undefined)
  const island = new IslandRoot("touch", { load, isLoaded: () => load.mock.results.length > 1 })
  island.attach(element, content)

  await act(() => island.open())
  fireEvent.click(screen.getByText(article.excerpt))
  expect(clicked).not.toHaveBeenCalled()

  await act(() => island.open())
  expect(load).toHaveBeenCalledTimes(2)
  fireEvent.click(screen.getByText(article.excerpt))
  expect(clicked).toHaveBeenCalledTimes(1)
  island.unmount()
})

describe("an island whose script throws as it hydrates", () => {
  /** Draws its content on the server, and throws in the browser once `broken`, counting its throws. */
  let broken = false
  let thrown = 0
  function Breaks({ children }: { children: React.ReactNode }) {
    if (broken) {
      thrown += 1
      throw new Error("the block's script broke")
    }
    return <>{children}</>
  }

  beforeEach(() => {
    broken = false
    thrown = 0
    // React reports the error it recovers from, which is the point here.
    jest.spyOn(console, "error").mockImplementation(() => undefined)
  })
  afterEach(() => endFirstPage())

  test("is given back as the server drew it, and its Read More still opens natively", async () => {
    const page = (
      <Island when="near">
        <Breaks>{readMore}</Breaks>
      </Island>
    )
    const container = document.body.appendChild(document.createElement("div"))
    container.innerHTML = renderToString(page)
    const serverHtml = (container.firstElementChild as HTMLElement).innerHTML
    broken = true
    deferHydration()
    // No IntersectionObserver in jsdom: a "near" island opens as soon as the page has hydrated.
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, page)
    })

    const island = container.firstElementChild as HTMLElement
    await waitFor(() => expect(thrown).toBeGreaterThan(0))
    await waitFor(() => expect(island.innerHTML).toBe(serverHtml))
    const details = island.querySelector("details") as HTMLDetailsElement
    fireEvent.click(screen.getByText(words.readMoreAbout(article.title)))
    expect(details.open).toBe(true)
    expect(details.querySelector("p")).toBeVisible()
    act(() => root?.unmount())
  })
})
