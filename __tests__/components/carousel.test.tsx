import React from "react"
import { act, fireEvent, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Carousel } from "../../src/components/Carousel"
import { theme } from "../../src/theme"
import { renderWithTheme } from "../support/render"

// Jest here does not transform Swiper's .mjs files; a stand-in records which slide the carousel
// asks Swiper to show, so the tests still see the Carousel's own behaviour.
const mockSlideTo = jest.fn()
const mockSwiperParams: { on: { slideChange: (swiper: { activeIndex: number }) => void } }[] = []
jest.mock("swiper", () => ({
  Swiper: class {
    destroyed = false
    activeIndex = 0
    slideTo = mockSlideTo
    constructor(_element: HTMLElement, params: (typeof mockSwiperParams)[number]) {
      mockSwiperParams.push(params)
    }
    destroy() {
      this.destroyed = true
    }
  },
}))

/** Renders the carousel and lets Swiper, which it loads after the first render, arrive. */
async function renderCarousel() {
  renderWithTheme(<Carousel />)
  await act(async () => undefined)
}

const interval = theme.motion.carouselIntervalMs

function currentSlide(): string {
  const dot = screen.getAllByRole("button", { name: /^Slide \d/ }).find(d => d.getAttribute("aria-current") === "true")
  return dot?.getAttribute("aria-label") ?? ""
}

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined))
afterEach(() => jest.useRealTimers())

test("shows the spec's three car slides by default", async () => {
  await renderCarousel()
  expect(screen.getByText("Luxury Sedan")).toBeInTheDocument()
  expect(screen.getByText("A comfortable luxury sedan with premium features.")).toBeInTheDocument()
  expect(screen.getByText("Sport Coupe")).toBeInTheDocument()
  expect(screen.getByText("A sleek sport coupe for an exhilarating drive.")).toBeInTheDocument()
  expect(screen.getByText("Off-Road SUV")).toBeInTheDocument()
  expect(screen.getByText("Conquer any terrain with this rugged SUV.")).toBeInTheDocument()
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
  expect(currentSlide()).toBe("Slide 2: Sport Coupe")
  expect(mockSlideTo).toHaveBeenLastCalledWith(1, expect.any(Number))
  expect(back).toBeEnabled()
  await user.click(next)
  expect(currentSlide()).toBe("Slide 3: Off-Road SUV")
  expect(next).toBeDisabled()
  await user.click(back)
  await user.click(back)
  expect(currentSlide()).toBe("Slide 1: Luxury Sedan")
  expect(back).toBeDisabled()
})

test("the dots and the arrow keys move between slides", async () => {
  const user = userEvent.setup()
  await renderCarousel()
  await user.click(screen.getByRole("button", { name: "Slide 3: Off-Road SUV" }))
  expect(currentSlide()).toBe("Slide 3: Off-Road SUV")
  await user.keyboard("{ArrowLeft}")
  expect(currentSlide()).toBe("Slide 2: Sport Coupe")
  await user.keyboard("{ArrowRight}{ArrowRight}")
  expect(currentSlide()).toBe("Slide 3: Off-Road SUV")
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

test("a swipe, reported by Swiper, moves the dots and the buttons along", async () => {
  await renderCarousel()
  await act(async () => {
    fireEvent.touchStart(screen.getByRole("region", { name: "Slides" }))
  })
  act(() => mockSwiperParams[mockSwiperParams.length - 1].on.slideChange({ activeIndex: 2 }))
  expect(currentSlide()).toBe("Slide 3: Off-Road SUV")
  expect(screen.getByRole("button", { name: "Next" })).toBeDisabled()
})

describe("autoplay", () => {
  beforeEach(() => jest.useFakeTimers())

  test("advances every interval and wraps from the last slide to the first", async () => {
    await renderCarousel()
    act(() => jest.advanceTimersByTime(interval - 1))
    expect(currentSlide()).toBe("Slide 1: Luxury Sedan")
    act(() => jest.advanceTimersByTime(1))
    expect(currentSlide()).toBe("Slide 2: Sport Coupe")
    act(() => jest.advanceTimersByTime(interval))
    expect(currentSlide()).toBe("Slide 3: Off-Road SUV")
    act(() => jest.advanceTimersByTime(interval))
    expect(currentSlide()).toBe("Slide 1: Luxury Sedan")
  })

  test("pauses while hovered and with the pause button", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    await renderCarousel()
    const region = screen.getByRole("region", { name: "Slides" })
    await user.hover(region)
    act(() => jest.advanceTimersByTime(interval * 2))
    expect(currentSlide()).toBe("Slide 1: Luxury Sedan")
    await user.unhover(region)
    await user.click(screen.getByRole("button", { name: "Pause slides" }))
    await user.unhover(region)
    act(() => (document.activeElement as HTMLElement).blur())
    act(() => jest.advanceTimersByTime(interval * 2))
    expect(currentSlide()).toBe("Slide 1: Luxury Sedan")
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
      expect(currentSlide()).toBe("Slide 1: Luxury Sedan")
      expect(screen.queryByRole("button", { name: "Pause slides" })).not.toBeInTheDocument()
    } finally {
      Object.defineProperty(window, "matchMedia", { value: undefined, configurable: true })
    }
  })
})
