import React from "react"
import { renderToString } from "react-dom/server"
import { act, fireEvent, screen } from "@testing-library/react"
import { ExpandableText } from "../../src/site/components/ExpandableText"
import { IslandRoot, listenForInteraction } from "../../src/site/hydration/deferred-hydration"
import { dictionaries } from "../../src/site/i18n"
import { readFixtureHealth } from "../support/fixtures"

// The server's renderer, as the build draws pages: jsdom would pick the browser's, which needs TextEncoder.
jest.mock("react-dom/server", () => jest.requireActual("react-dom/server.node"))

const [article] = readFixtureHealth()
const words = dictionaries.en.expandable

/** Whether React has taken over the element's server HTML. */
const hydrated = (element: Element) => Object.keys(element).some(key => key.startsWith("__reactFiber$"))

beforeAll(() => listenForInteraction())

afterEach(() => {
  document.body.innerHTML = ""
})

test("a tap in an island is the browser's to answer; the island hydrates after it, and answers the next", async () => {
  const clicked = jest.fn()
  const content = (
    <div onClickCapture={clicked}>
      <ExpandableText excerpt={article.excerpt} html={article.html} about={article.title} />
    </div>
  )
  const element = document.body.appendChild(document.createElement("div"))
  element.dataset.hydrate = "touch"
  element.innerHTML = renderToString(content)
  const island = new IslandRoot("touch", { load: () => Promise.resolve(), isLoaded: () => true })
  island.attach(element, content)
  const readMore = screen.getByText(words.readMoreAbout(article.title))

  // A touch, then its click: React is not asked to hydrate within them, which would hold the tap's answer.
  fireEvent.pointerDown(readMore)
  fireEvent.focusIn(readMore)
  fireEvent.click(readMore)
  await act(() => Promise.resolve())
  expect(hydrated(element.firstElementChild as Element)).toBe(false)
  expect(clicked).not.toHaveBeenCalled()

  // After the frame that shows the tap's answer, the island hydrates.
  await act(() => new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve))))
  expect(hydrated(element.firstElementChild as Element)).toBe(true)
  fireEvent.click(readMore)
  expect(clicked).toHaveBeenCalledTimes(1)
  island.unmount()
})

test("a button only script answers hydrates its island at the touch, so that its click is answered", async () => {
  const pressed = jest.fn()
  const content = (
    <button type="button" onClick={pressed}>
      Connect
    </button>
  )
  const element = document.body.appendChild(document.createElement("div"))
  element.dataset.hydrate = "touch"
  element.innerHTML = renderToString(content)
  new IslandRoot("touch", { load: () => Promise.resolve(), isLoaded: () => true }).attach(element, content)
  const button = screen.getByRole("button", { name: "Connect" })

  await act(async () => {
    fireEvent.pointerDown(button)
  })
  fireEvent.click(button)
  expect(pressed).toHaveBeenCalledTimes(1)
})
