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

/** A frame drawn, then a task run: when the island may start to hydrate after a tap's answer. */
const frameAndTask = () => act(() => new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve))))

/**
 * How a visitor reaches a control: a tap (its focus comes at the touch, a while before its click), a touch that
 * scrolls instead, or the keyboard.
 */
const reaches = {
  tap: async (control: Element) => {
    fireEvent.pointerDown(control)
    fireEvent.focusIn(control)
    await frameAndTask()
    expect(hydrated(control)).toBe(false)
    fireEvent.click(control)
  },
  scroll: async (control: Element) => {
    fireEvent.pointerDown(control)
    fireEvent.pointerCancel(control)
  },
  keyboard: async (control: Element) => {
    fireEvent.focusIn(control)
    fireEvent.keyUp(control, { key: "Tab" })
  },
}

beforeAll(() => listenForInteraction())

afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ""
})

test.each(Object.keys(reaches) as (keyof typeof reaches)[])(
  "an island reached by %s hydrates only after the browser has answered, and answers what comes next",
  async reach => {
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

    // React is not asked to hydrate within the tap or key, which would hold the browser's answer.
    const reported = jest.spyOn(console, "error")
    await reaches[reach](readMore)
    await act(() => Promise.resolve())
    expect(hydrated(element.firstElementChild as Element)).toBe(false)
    expect(clicked).not.toHaveBeenCalled()
    expect(readMore.closest("details")?.open).toBe(reach === "tap")

    // After the frame that shows the answer, the island hydrates, keeping what the visitor opened, without a word.
    await frameAndTask()
    expect(hydrated(element.firstElementChild as Element)).toBe(true)
    expect(readMore.closest("details")?.open).toBe(reach === "tap")
    expect(reported).not.toHaveBeenCalled()
    fireEvent.click(readMore)
    expect(clicked).toHaveBeenCalledTimes(1)
    island.unmount()
  },
)
