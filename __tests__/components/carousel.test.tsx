import React from "react"
import { act, fireEvent, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Carousel } from "../../src/site/components/Carousel"
import { Hero, HeroSlide } from "../../src/site/components/Hero"
import { theme } from "../../src/site/theme"
import { readFixtureItems } from "../support/fixtures"
import { renderWithTheme } from "../support/render"

// Jest here does not transform Swiper's .mjs files; a stand-in records which slide the carousel
// asks Swiper to show, so the tests still see the Carousel's own behaviour.
const mockSlideTo = jest.fn()
/** Set to stand for a phone offline without Swiper's code kept. */
let mockSwiperMissing = false
const mockSwiperParams: { on: { slideChange: (swiper: { activeIndex: number }) => void } }[] = []
jest.mock("swiper", () => ({
  Swiper: class {
    destroyed = false
    activeIndex = 0
    slideTo = mockSlideTo
    constructor(_element: HTMLElement, params: (typeof mockSwiperParams)[number]) {
      if (mockSwiperMissing) throw new Error("Swiper's code could not be fetched")
      mockSwiperParams.push(params)
    }
    destroy() {
      this.destroyed = true
    }
  },
}))

/** The home page's slides in the fixture set, as the home page gives them to its Hero (pictures aside). */
const slides = readFixtureItems<Omit<HeroSlide, "image">>("slides/slides.yaml").map(slide => ({
  ...slide,
  image: null,
}))
const last = slides.length - 1
/** A slide's dot, as a screen reader names it: "Slide 2: <its title>". */
const slide = (index: number) => `Slide ${index + 1}: ${slides[index].title}`

/** Renders the home page's carousel and lets Swiper, which it loads after the first render, arrive. */
async function renderCarousel() {
  renderWithTheme(<Hero slides={slides} label="Slides" />)
  await act(async () => undefined)
}

const interval = theme.motion.carouselIntervalMs

function currentSlide(): string {
  const dot = screen.getAllByRole("button", { name: /^Slide \d/ }).find(d => d.getAttribute("aria-current") === "true")
  return dot?.getAttribute("aria-label") ?? ""
}

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined))
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
  expect(currentSlide()).toBe(slide(0))
})

test("with no slides given, shows the spec's three sample slides", async () => {
  renderWithTheme(<Carousel />)
  await act(async () => undefined)
  expect(screen.getAllByRole("button", { name: /^Slide \d/ })).toHaveLength(3)
  expect(currentSlide()).toBe("Slide 1: Luxury Sedan")
})

test("Back is disabled on the first slide and Next on the last; both stop at the ends", async () => {
  const user = userEvent.setup()
  await renderCarousel()
  const back = screen.getByRole("button", { name: "Back" })
  const next = screen.getByRole("button", { name: "Next" })
  expect(back).toBeDisabled()
  expect(next).toBeEnabled()
  await user.click(next)
  expect(currentSlide()).toBe(slide(1))
  expect(mockSlideTo).toHaveBeenLastCalledWith(1, expect.any(Number))
  expect(back).toBeEnabled()
  for (let index = 2; index <= last; index += 1) await user.click(next)
  expect(currentSlide()).toBe(slide(last))
  expect(next).toBeDisabled()
  await user.click(next)
  expect(currentSlide()).toBe(slide(last))
  for (let index = last; index > 0; index -= 1) await user.click(back)
  expect(currentSlide()).toBe(slide(0))
  expect(back).toBeDisabled()
})

test("the dots and the arrow keys move between slides", async () => {
  const user = userEvent.setup()
  await renderCarousel()
  await user.click(screen.getByRole("button", { name: slide(last) }))
  expect(currentSlide()).toBe(slide(last))
  await user.keyboard("{ArrowLeft}")
  expect(currentSlide()).toBe(slide(last - 1))
  await user.keyboard("{ArrowRight}{ArrowRight}")
  expect(currentSlide()).toBe(slide(last))
})

test("Swiper is loaded only once a hand reaches the carousel, not with the page", async () => {
  await renderCarousel()
  const before = mockSwiperParams.length
  await act(async () => undefined)
  expect(mockSwiperParams).toHaveLength(before)
  await act(async () => {
    fireEvent.pointerDown(screen.getByRole("region", { name: "Slides" }))
  })
  expect(mockSwiperParams).toHaveLength(before + 1)
})

test("without Swiper's code (offline), Next and the dots still move the row of slides by whole slides", async () => {
  const user = userEvent.setup()
  mockSwiperMissing = true
  try {
    await renderCarousel()
    const row = document.querySelector<HTMLElement>(".swiper-wrapper")
    await user.click(screen.getByRole("button", { name: "Next" }))
    expect(currentSlide()).toBe(slide(1))
    expect(row?.style.transform).toBe("translateX(-100%)")
    await user.click(screen.getByRole("button", { name: slide(last) }))
    expect(row?.style.transform).toBe(`translateX(${-100 * last}%)`)
  } finally {
    mockSwiperMissing = false
  }
})

test("a swipe, reported by Swiper, moves the dots and the buttons along", async () => {
  await renderCarousel()
  await act(async () => {
    fireEvent.touchStart(screen.getByRole("region", { name: "Slides" }))
  })
  act(() => mockSwiperParams[mockSwiperParams.length - 1].on.slideChange({ activeIndex: last }))
  expect(currentSlide()).toBe(slide(last))
  expect(screen.getByRole("button", { name: "Next" })).toBeDisabled()
})

describe("autoplay", () => {
  beforeEach(() => jest.useFakeTimers())

  test("advances every interval and wraps from the last slide to the first", async () => {
    await renderCarousel()
    act(() => jest.advanceTimersByTime(interval - 1))
    expect(currentSlide()).toBe(slide(0))
    act(() => jest.advanceTimersByTime(1))
    expect(currentSlide()).toBe(slide(1))
    act(() => jest.advanceTimersByTime(interval * (last - 1)))
    expect(currentSlide()).toBe(slide(last))
    act(() => jest.advanceTimersByTime(interval))
    expect(currentSlide()).toBe(slide(0))
  })

  test("pauses while hovered and with the pause button", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    await renderCarousel()
    const region = screen.getByRole("region", { name: "Slides" })
    await user.hover(region)
    act(() => jest.advanceTimersByTime(interval * 2))
    expect(currentSlide()).toBe(slide(0))
    await user.unhover(region)
    await user.click(screen.getByRole("button", { name: "Pause slides" }))
    await user.unhover(region)
    act(() => (document.activeElement as HTMLElement).blur())
    act(() => jest.advanceTimersByTime(interval * 2))
    expect(currentSlide()).toBe(slide(0))
    expect(screen.getByRole("button", { name: "Play slides" })).toBeInTheDocument()
  })

  test("does not run when the visitor prefers reduced motion", async () => {
    const matchMedia = jest
      .fn()
      .mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() })
    Object.defineProperty(window, "matchMedia", { value: matchMedia, configurable: true })
    try {
      await renderCarousel()
      act(() => jest.advanceTimersByTime(interval * 3))
      expect(currentSlide()).toBe(slide(0))
      expect(screen.queryByRole("button", { name: "Pause slides" })).not.toBeInTheDocument()
    } finally {
      Object.defineProperty(window, "matchMedia", { value: undefined, configurable: true })
    }
  })
})
