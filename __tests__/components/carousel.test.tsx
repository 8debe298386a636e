import React from "react"
import { act, fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Hero, HeroSlide } from "../../src/site/components/Hero"
import { dictionaries } from "../../src/site/i18n"
import { theme } from "../../src/site/theme"
import { readFixtureItems } from "../support/fixtures"
import { renderWithTheme } from "../support/render"

// Jest here does not transform Swiper's .mjs files. A stand-in records how the carousel starts Swiper; in cssMode
// Swiper follows the row's own scroll.
/** Set to stand for a phone offline without Swiper's code kept. */
let mockSwiperMissing = false
const mockSwiperParams: { initialSlide: number; cssMode: boolean }[] = []
jest.mock("swiper", () => ({
  Swiper: class {
    destroyed = false
    constructor(_frame: HTMLElement, params: (typeof mockSwiperParams)[number]) {
      if (mockSwiperMissing) throw new Error("Swiper's code could not be fetched")
      mockSwiperParams.push(params)
    }
    destroy() {
      this.destroyed = true
    }
  },
}))

const words = dictionaries.en.carousel

/** The home page's slides in the fixture set, as the home page gives them to its Hero (pictures aside). */
const slides = readFixtureItems<Omit<HeroSlide, "image">>("slides/slides.yaml").map(slide => ({
  ...slide,
  image: null,
}))
const last = slides.length - 1

/** How wide a slide, and the row that shows one at a time, is drawn. */
const width = 360

/**
 * jsdom lays nothing out: the row of slides gets a width, and scrolls (at once) where it is told to, telling the
 * carousel as a browser does.
 */
function layOutRow(): HTMLElement {
  const row = document.querySelector(".swiper-wrapper") as HTMLElement
  let left = 0
  Object.defineProperties(row, {
    clientWidth: { value: width },
    scrollLeft: { get: () => left, set: (value: number) => (left = value) },
  })
  row.scrollTo = ((options: ScrollToOptions) => {
    left = options.left ?? left
    fireEvent.scroll(row)
  }) as typeof row.scrollTo
  return row
}

/** Renders the home page's carousel, its row laid out, and lets Swiper, which it loads when first needed, arrive. */
async function renderCarousel() {
  renderWithTheme(<Hero slides={slides} label={words.label} />)
  const row = layOutRow()
  await act(async () => undefined)
  return row
}

const region = () => screen.getByRole("region", { name: words.label })
const slideGroup = (index: number) => screen.getByRole("group", { name: words.position(index + 1, slides.length) })
/** Back or Next of slide `index`: a link, with no address where there is no slide to go to. */
const stepLink = (index: number, name: string) =>
  within(slideGroup(index)).getByText(name).closest("a, [aria-disabled]") as HTMLElement

/** Slide `index` is the one scrolled into view, and the one screen readers are told of. */
function expectShown(index: number) {
  const row = document.querySelector(".swiper-wrapper") as HTMLElement
  expect(row.scrollLeft).toBe(index * width)
  expect(region().querySelector("[aria-live]")).toHaveTextContent(
    `${words.position(index + 1, slides.length)}: ${slides[index].title}`,
  )
}

const interval = theme.motion.carouselIntervalMs

beforeEach(() => {
  jest.spyOn(console, "warn").mockImplementation(() => undefined)
})
afterEach(() => jest.useRealTimers())

test("the fixture set has slides enough to move between", () => {
  expect(slides.length).toBeGreaterThanOrEqual(2)
})

test("shows every slide's title and description, the first slide first", async () => {
  await renderCarousel()
  for (const { title, description } of slides) {
    expect(screen.getByText(title)).toBeInTheDocument()
    expect(screen.getByText(description)).toBeInTheDocument()
  }
  expectShown(0)
})

test("each slide's Back and Next lead to its neighbours, from the HTML; none before the first or after the last", async () => {
  await renderCarousel()
  slides.forEach((_, index) => {
    const href = (to: number) => (to < 0 || to > last ? null : `#${slideGroup(to).id}`)
    expect(stepLink(index, words.back).getAttribute("href")).toBe(href(index - 1))
    expect(stepLink(index, words.next).getAttribute("href")).toBe(href(index + 1))
  })
})

test("Next and Back move the row a slide at a time, and stop at the ends", async () => {
  const user = userEvent.setup()
  await renderCarousel()
  await user.click(stepLink(0, words.back))
  expectShown(0)
  for (let index = 0; index < last; index += 1) {
    await user.click(stepLink(index, words.next))
    expectShown(index + 1)
    if (index + 1 < last) expect(stepLink(index + 1, words.next)).toHaveFocus()
  }
  await user.click(stepLink(last, words.next))
  expectShown(last)
  for (let index = last; index > 0; index -= 1) {
    await user.click(stepLink(index, words.back))
    expectShown(index - 1)
  }
  // Once a hand has reached the carousel, Swiper has come, in cssMode: it follows the row the links move.
  expect(mockSwiperParams.at(-1)).toMatchObject({ cssMode: true })
})

test("each slide's dots lead to every slide, its own marked current; the dots and the arrow keys move", async () => {
  const user = userEvent.setup()
  await renderCarousel()
  slides.forEach((_, index) => {
    const current = within(slideGroup(index))
      .getAllByRole("link")
      .filter(link => link.getAttribute("aria-current") === "true")
    expect(current.map(dot => dot.getAttribute("aria-label"))).toEqual([words.dot(index + 1, slides[index].title)])
  })
  const dot = (on: number, to: number) =>
    within(slideGroup(on)).getByRole("link", { name: words.dot(to + 1, slides[to].title) })
  expect(dot(0, last)).toHaveAttribute("href", `#${slideGroup(last).id}`)
  await user.click(dot(0, last))
  expectShown(last)
  // The dot tapped goes out of view with its slide: focus moves to the same dot in the slide shown.
  expect(dot(last, last)).toHaveFocus()
  await user.keyboard("{ArrowLeft}")
  expectShown(last - 1)
  await user.keyboard("{ArrowRight}{ArrowRight}")
  expectShown(last)
})

test("Swiper is loaded only once a hand reaches the carousel, not with the page", async () => {
  await renderCarousel()
  const before = mockSwiperParams.length
  await act(async () => undefined)
  expect(mockSwiperParams).toHaveLength(before)
  await act(async () => {
    fireEvent.pointerDown(region())
  })
  expect(mockSwiperParams).toHaveLength(before + 1)
})

test("without Swiper's code (offline), Next and the dots still scroll the row by whole slides", async () => {
  const user = userEvent.setup()
  mockSwiperMissing = true
  try {
    await renderCarousel()
    await user.click(stepLink(0, words.next))
    expectShown(1)
    await user.click(within(slideGroup(1)).getByRole("link", { name: words.dot(1, slides[0].title) }))
    expectShown(0)
  } finally {
    mockSwiperMissing = false
  }
})

test("a swipe, which scrolls the row, tells screen readers of the slide it brought", async () => {
  const row = await renderCarousel()
  await act(async () => {
    row.scrollLeft = last * width
    fireEvent.scroll(row)
  })
  expectShown(last)
})

describe("autoplay", () => {
  beforeEach(() => jest.useFakeTimers())

  test("advances every interval and wraps from the last slide to the first", async () => {
    await renderCarousel()
    act(() => jest.advanceTimersByTime(interval - 1))
    expectShown(0)
    act(() => jest.advanceTimersByTime(1))
    expectShown(1)
    for (let index = 2; index <= last; index += 1) {
      act(() => jest.advanceTimersByTime(interval))
      expectShown(index)
    }
    act(() => jest.advanceTimersByTime(interval))
    expectShown(0)
  })

  test("pauses while hovered and with the pause button", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    await renderCarousel()
    await user.hover(region())
    act(() => jest.advanceTimersByTime(interval * 2))
    expectShown(0)
    await user.unhover(region())
    await user.click(screen.getByRole("button", { name: words.pause }))
    await user.unhover(region())
    act(() => (document.activeElement as HTMLElement).blur())
    act(() => jest.advanceTimersByTime(interval * 2))
    expectShown(0)
    expect(screen.getByRole("button", { name: words.play })).toBeInTheDocument()
  })

  test("does not run when the visitor prefers reduced motion", async () => {
    const matchMedia = jest
      .fn()
      .mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() })
    Object.defineProperty(window, "matchMedia", { value: matchMedia, configurable: true })
    try {
      await renderCarousel()
      act(() => jest.advanceTimersByTime(interval * 3))
      expectShown(0)
      expect(screen.queryByRole("button", { name: words.pause })).not.toBeInTheDocument()
    } finally {
      Object.defineProperty(window, "matchMedia", { value: undefined, configurable: true })
    }
  })
})
