import React, { startTransition, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react"
import styled from "styled-components"
import { ghostButton, theme } from "../../theme"
import { useDictionary } from "../../i18n"
import type { Swiper as SwiperInstance } from "swiper"
import { ArrowBackIcon, ArrowNextIcon, PauseIcon, PlayIcon } from "../Icons"
import { VisuallyHidden } from "../VisuallyHidden"
import { useHydrated } from "../../hooks"
import { prefersReducedMotion, useReducedMotion } from "./use-reduced-motion"

export interface CarouselSlide {
  id: string
  title: string
  description: string
  /** The slide's picture, filling the slide (a Picture, or an img). */
  img: React.ReactNode
}

export interface CarouselProps {
  slides: CarouselSlide[]
  /** Names the carousel for screen readers; "Slides" in the page's language when left out. */
  label?: string
}

const Region = styled.section`
  position: relative;
  background: ${theme.colors.dark};
`

/** Swiper's cssMode row, styled here so that it scrolls and snaps before Swiper's script (and without it). */
const Frame = styled.div`
  overflow: hidden;
  .swiper-wrapper {
    display: flex;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
  }
`

const Slide = styled.div`
  flex: none;
  width: 100%;
  scroll-snap-align: start;
  scroll-margin-top: ${theme.sizes.navbarHeight}px;
`

const Picture = styled.div`
  position: relative;
  height: ${theme.sizes.carouselHeight.xs}px;
  ${theme.up("sm")} {
    height: ${theme.sizes.carouselHeight.sm}px;
  }
  > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const Caption = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  background: ${theme.colors.overlay};
  color: ${theme.colors.onDark};
  ${theme.up("sm")} {
    padding: ${theme.space(5)} ${theme.space(8)};
  }
`

const Title = styled.p`
  margin: 0 0 ${theme.space(1)};
  font-size: ${theme.fontSize.large};
  font-weight: 700;
  line-height: 1.3;
  ${theme.up("sm")} {
    font-size: ${theme.fontSize.h2};
  }
`

const Description = styled.p`
  margin: 0;
  font-size: ${theme.fontSize.compact};
  ${theme.up("sm")} {
    font-size: ${theme.fontSize.large};
  }
`

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(3)};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`

/** Back and Next: links to the slide before and after; on the first and last slide, a link to nowhere, greyed. */
const StepLink = styled.a`
  ${ghostButton}
  color: ${theme.colors.primary};
  text-decoration: none;
  &[href]:hover {
    background: ${theme.colors.primaryLight};
  }
  &:not([href]) {
    color: ${theme.colors.muted};
    cursor: default;
  }
`

/** More slides than a phone's line holds take a second line of dots, and the page stays as wide as the screen. */
const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${theme.space(1)};
`

const Dot = styled.a`
  width: 24px;
  height: 24px;
  &::before {
    content: "";
    display: block;
    width: 10px;
    height: 10px;
    margin: 7px auto;
    border-radius: ${theme.radius.round};
    background: ${theme.colors.muted};
  }
  &[aria-current="true"]::before {
    background: ${theme.colors.primary};
    transform: scale(1.3);
  }
`

/** Over the picture's corner, outside the row of slides: one for the whole carousel. */
const PlayButton = styled.button`
  ${ghostButton}
  position: absolute;
  top: ${theme.space(2)};
  right: ${theme.space(2)};
  min-width: ${theme.sizes.touchTarget}px;
  padding: 0;
  justify-content: center;
  background: ${theme.colors.overlay};
  color: ${theme.colors.onDark};
  &[hidden] {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`

/**
 * Scroll-snap slides with caption, Back/Next and dots; each slide's controls are links to its neighbours, so they work
 * without script. Script adds autoplay (`theme.motion.carouselIntervalMs`, wrapping; paused on hover, focus or its
 * button, never under reduced motion) and Swiper in cssMode, loaded on first need.
 */
export function Carousel({ slides, label }: CarouselProps) {
  const words = useDictionary().carousel
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const hydrated = useHydrated()
  const [touched, setTouched] = useState(false)
  const regionRef = useRef<HTMLElement>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  const rowRef = useRef<HTMLDivElement>(null)
  const reducedMotion = useReducedMotion()
  const interval = theme.motion.carouselIntervalMs
  // A plain id, as the links' addresses write it.
  const id = useId().replace(/:/g, "")
  const slideId = (index: number) => `slide${id}-${index + 1}`
  const count = slides.length
  const last = count - 1
  const playing = !reducedMotion && !stopped && count > 1
  const paused = hovered || focused

  /** The slide the row is at, or nearest to. */
  const slideInRow = useCallback(() => {
    const row = rowRef.current
    return row?.clientWidth ? Math.min(last, Math.round(row.scrollLeft / row.clientWidth)) : 0
  }, [last])
  const followRow = useCallback((changed: () => void) => {
    const row = rowRef.current
    row?.addEventListener("scroll", changed, { passive: true })
    return () => row?.removeEventListener("scroll", changed)
  }, [])
  /** True from a scroll the script asks for until the row's scrollend: a smooth scroll moves it from the next frame. */
  const scrolling = useRef(false)
  /** Settles once the row has stopped on a slide: at once if it is on one, else at its scrollend (or a second). */
  const rowAtRest = useCallback(
    () =>
      new Promise<void>(resolve => {
        const row = rowRef.current
        if (!row || (!scrolling.current && Math.round(row.scrollLeft) === slideInRow() * row.clientWidth))
          return resolve()
        row.addEventListener("scrollend", () => resolve(), { once: true })
        setTimeout(resolve, 1000)
      }),
    [slideInRow],
  )
  // The slide on show is the row's, however it moved: a swipe, a link (before the script too), autoplay or Swiper.
  const active = useSyncExternalStore(followRow, slideInRow, () => 0)

  // A pointer resting on the carousel, or focus inside it, before the page had hydrated pauses it too.
  useEffect(() => {
    const region = regionRef.current
    if (region?.matches(":hover")) setHovered(true)
    if (region?.contains(document.activeElement)) setFocused(true)
  }, [])

  /** Scrolls the row to slide `index`; Swiper, in cssMode, follows the row's scroll like any other. */
  const show = useCallback((index: number) => {
    const row = rowRef.current
    // Only where a scrollend will clear it; elsewhere rowAtRest goes by the row's position alone.
    if (row && "onscrollend" in row && index * row.clientWidth !== Math.round(row.scrollLeft)) {
      scrolling.current = true
      row.addEventListener("scrollend", () => (scrolling.current = false), { once: true })
    }
    row?.scrollTo({ left: index * row.clientWidth, behavior: prefersReducedMotion() ? "instant" : "smooth" })
  }, [])

  useEffect(() => {
    if (!playing || paused || prefersReducedMotion()) return
    const timer = setTimeout(() => show((active + 1) % count), interval)
    return () => clearTimeout(timer)
  }, [playing, paused, active, count, interval, show])

  // The first slide is already in the HTML, so Swiper's code waits until it is needed: the first slide change, or
  // a hand or keyboard reaching the carousel. Offline without it, the row still scrolls by itself.
  const needed = touched || active !== 0
  useEffect(() => {
    if (!needed) return
    let cancelled = false
    let instance: SwiperInstance | undefined
    import("swiper")
      .then(async ({ Swiper }) => {
        // Started while the row still moves, Swiper would stop it off a slide: it starts once the row is at rest.
        await rowAtRest()
        if (cancelled || !frameRef.current) return
        instance = new Swiper(frameRef.current, {
          cssMode: true,
          initialSlide: slideInRow(),
          speed: theme.motion.carouselSlideMs,
        })
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
      instance?.destroy()
    }
  }, [needed, slideInRow, rowAtRest])

  /** Back, Next and the dots move the row without moving the page, once script is here. */
  const onClick = (event: React.MouseEvent) => {
    const link = (event.target as Element).closest("a")
    const index = slides.findIndex((_, i) => link?.getAttribute("href") === `#${slideId(i)}`)
    if (!link || index < 0) return
    event.preventDefault()
    show(index)
    // Focus follows to the same control in the slide shown, as the one tapped goes out of view with its slide; a
    // greyed Back or Next counts in the order, so that a dot leads focus to the same dot.
    const controls = (bar: Element | null) => [...(bar?.querySelectorAll<HTMLElement>("a, [aria-disabled]") ?? [])]
    const target = document.getElementById(slideId(index))
    const next = controls(target)[controls(link.closest(".swiper-slide")).indexOf(link)]
    ;(next?.hasAttribute("href") ? next : target?.querySelector<HTMLElement>("a[href]"))?.focus({ preventScroll: true })
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowLeft") show(Math.max(0, active - 1))
    else if (event.key === "ArrowRight") show(Math.min(last, active + 1))
    else return
    event.preventDefault()
  }

  const onBlur = (event: React.FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) startTransition(() => setFocused(false))
  }

  // Back on the first slide and Next on the last lead nowhere: shown greyed, as text, not as a link without address.
  const step = (to: number, children: React.ReactNode) =>
    to >= 0 && to <= last ? (
      <StepLink href={`#${slideId(to)}`}>{children}</StepLink>
    ) : (
      <StepLink as="span" aria-disabled="true">
        {children}
      </StepLink>
    )

  return (
    <Region
      ref={regionRef}
      aria-roledescription={words.roleCarousel}
      aria-label={label ?? words.label}
      // Pausing and fetching Swiper can wait: a render now would hold the tap's own answer (the slide it asks for).
      onMouseEnter={() => startTransition(() => setHovered(true))}
      onMouseLeave={() => startTransition(() => setHovered(false))}
      onPointerDown={() => startTransition(() => setTouched(true))}
      onFocus={() =>
        startTransition(() => {
          setFocused(true)
          setTouched(true)
        })
      }
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <Frame className="swiper swiper-horizontal swiper-css-mode" ref={frameRef}>
        <div className="swiper-wrapper" ref={rowRef}>
          {slides.map((slide, index) => (
            <Slide
              key={slide.id}
              className="swiper-slide"
              id={slideId(index)}
              role="group"
              aria-roledescription={words.roleSlide}
              aria-label={words.position(index + 1, count)}
            >
              <Picture>
                {slide.img}
                <Caption>
                  <Title>{slide.title}</Title>
                  <Description>{slide.description}</Description>
                </Caption>
              </Picture>
              <Controls>
                {step(
                  index - 1,
                  <>
                    <ArrowBackIcon /> {words.back}
                  </>,
                )}
                <Dots>
                  {slides.map((other, to) => (
                    <Dot
                      key={other.id}
                      href={`#${slideId(to)}`}
                      aria-label={words.dot(to + 1, other.title)}
                      aria-current={to === index}
                    />
                  ))}
                </Dots>
                {step(
                  index + 1,
                  <>
                    {words.next} <ArrowNextIcon />
                  </>,
                )}
              </Controls>
            </Slide>
          ))}
        </div>
      </Frame>
      {!reducedMotion && count > 1 && (
        <PlayButton type="button" hidden={!hydrated} onClick={() => setStopped(value => !value)}>
          {stopped ? <PlayIcon /> : <PauseIcon />}
          <VisuallyHidden>{stopped ? words.play : words.pause}</VisuallyHidden>
        </PlayButton>
      )}
      <VisuallyHidden aria-live={playing && !paused ? "off" : "polite"}>
        {`${words.position(active + 1, count)}: ${slides[active]?.title ?? ""}`}
      </VisuallyHidden>
    </Region>
  )
}
