import React, { useEffect, useId, useRef, useState } from "react"
import styled from "styled-components"
import { ghostButton, theme } from "../../theme"
import { useDictionary } from "../../i18n"
import type { Swiper as SwiperInstance } from "swiper"
import "swiper/swiper.css"
import { ArrowBackIcon, ArrowNextIcon, PauseIcon, PlayIcon } from "../Icons"
import { VisuallyHidden } from "../VisuallyHidden"
import { carouselMarks } from "../../hydration"
import { defaultSlides } from "./default-slides"
import { prefersReducedMotion, useReducedMotion } from "./use-reduced-motion"

export interface CarouselSlide {
  id: string
  title: string
  description: string
  /** The slide's picture, filling the slide (a Picture, or an img). */
  img: React.ReactNode
}

export interface CarouselProps {
  slides?: CarouselSlide[]
  /** Names the carousel for screen readers; "Slides" in the page's language when left out. */
  label?: string
}

const Region = styled.section`
  position: relative;
  background: ${theme.colors.dark};
`

const Frame = styled.div`
  height: ${theme.sizes.carouselHeight.xs}px;
  ${theme.up("sm")} {
    height: ${theme.sizes.carouselHeight.sm}px;
  }
  .swiper,
  .swiper-slide {
    height: 100%;
  }
`

const Slide = styled.div`
  position: relative;
  height: 100%;
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
  gap: ${theme.space(1)};
  padding: ${theme.space(2)} ${theme.space(1)};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  /* A phone's 375 px hold Back, Next (longer in Kiswahili), the dots and Pause on one line only this tight. */
  ${theme.up("sm")} {
    gap: ${theme.space(2)};
    padding: ${theme.space(2)} ${theme.space(3)};
  }
`

const StepButton = styled.button`
  ${ghostButton}
  padding: 0 ${theme.space(2)};
  color: ${theme.colors.primary};
  ${theme.up("sm")} {
    padding: 0 ${theme.space(3)};
  }
  &:hover:not(:disabled) {
    background: ${theme.colors.primaryLight};
  }
  &:disabled {
    color: ${theme.colors.muted};
    cursor: default;
  }
`

/** More slides than a phone's line holds take a second line of dots, and the page stays as wide as the screen. */
const Middle = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${theme.space(1)};
`

const Dot = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: "";
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: ${theme.radius.round};
    background: ${theme.colors.muted};
  }
  &[aria-current="true"]::before {
    background: ${theme.colors.primary};
    transform: scale(1.3);
  }
`

const PlayButton = styled(StepButton)`
  min-width: ${theme.sizes.touchTarget}px;
  padding: 0;
  justify-content: center;
  /* Hidden from the first paint, before script has asked the browser, so nothing moves when it goes. */
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`

/**
 * Slides with a caption, Back/Next buttons and step dots. Back stops at the first slide and Next at
 * the last; autoplay moves on every `theme.motion.carouselIntervalMs` and wraps from the last slide to the first.
 * Autoplay pauses while the carousel is hovered or focused, can be paused with its button,
 * and never runs for visitors who prefer reduced motion. Swiper handles swiping on touch screens;
 * which slide is shown is kept here, so the buttons, dots and autoplay agree.
 */
export function Carousel({ slides = defaultSlides, label }: CarouselProps) {
  const words = useDictionary().carousel
  const [active, setActive] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [touched, setTouched] = useState(false)
  const regionRef = useRef<HTMLElement>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  // For Swiper, which arrives later, to start on the slide then on show.
  const activeRef = useRef(active)
  useEffect(() => {
    activeRef.current = active
  }, [active])
  const reducedMotion = useReducedMotion()
  const interval = theme.motion.carouselIntervalMs
  const id = useId()
  const count = slides.length
  const last = count - 1
  const playing = !reducedMotion && !stopped && count > 1
  const paused = hovered || focused

  // A pointer resting on the carousel, or focus inside it, before the page had hydrated pauses it too.
  useEffect(() => {
    const region = regionRef.current
    if (region?.matches(":hover")) setHovered(true)
    if (region?.contains(document.activeElement)) setFocused(true)
  }, [])

  useEffect(() => {
    if (!playing || paused || prefersReducedMotion()) return
    const timer = setTimeout(() => setActive(index => (index + 1) % count), interval)
    return () => clearTimeout(timer)
  }, [playing, paused, active, count, interval])

  // The first slide is already in the HTML, so Swiper's 20 KB wait until they are needed: the first
  // slide change, or a hand or keyboard reaching the carousel. Phones on mobile data load the page without them.
  const needed = touched || active !== 0
  useEffect(() => {
    if (!needed) return
    let cancelled = false
    let instance: SwiperInstance | undefined
    import("swiper")
      .then(({ Swiper }) => {
        if (cancelled || !frameRef.current) return
        instance = new Swiper(frameRef.current, {
          // Not the first slide when a tap has moved on, before the page's script ran (early-taps.ts) or since.
          initialSlide: activeRef.current,
          speed: theme.motion.carouselSlideMs,
          on: { slideChange: changed => setActive(changed.activeIndex) },
        })
        setSwiper(instance)
      })
      // Offline, with Swiper's code not kept: no swiping, and no error for a page that otherwise works.
      .catch(() => undefined)
    return () => {
      cancelled = true
      instance?.destroy()
    }
  }, [needed])

  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.activeIndex !== active)
      swiper.slideTo(active, prefersReducedMotion() ? 0 : theme.motion.carouselSlideMs)
  }, [swiper, active])

  // Until Swiper has come (and offline, without its code), the row of slides is moved here, by whole slides, as
  // the tap keeper moves it before the page's script runs: not at the first render, which keeps the slide on show.
  const rowRef = useRef<HTMLDivElement>(null)
  const rowAt = useRef(active)
  useEffect(() => {
    if (swiper || rowAt.current === active || !rowRef.current) return
    rowAt.current = active
    rowRef.current.style.transform = `translateX(${-100 * active}%)`
  }, [swiper, active])

  const back = () => setActive(index => Math.max(0, index - 1))
  const next = () => setActive(index => Math.min(last, index + 1))

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowLeft") back()
    else if (event.key === "ArrowRight") next()
    else return
    event.preventDefault()
  }

  const onBlur = (event: React.FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <Region
      ref={regionRef}
      {...{ [carouselMarks.region]: "" }}
      aria-roledescription={words.roleCarousel}
      aria-label={label ?? words.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={() => setTouched(true)}
      onTouchStart={() => setTouched(true)}
      onFocus={() => {
        setFocused(true)
        setTouched(true)
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Frame>
        <div className="swiper" ref={frameRef}>
          <div className="swiper-wrapper" ref={rowRef}>
            {slides.map((slide, index) => (
              <Slide
                key={slide.id}
                className="swiper-slide"
                {...{ [carouselMarks.slide]: "" }}
                id={`${id}-slide-${index}`}
                role="group"
                aria-roledescription={words.roleSlide}
                aria-label={words.position(index + 1, count)}
                aria-hidden={index !== active}
              >
                {slide.img}
                <Caption>
                  <Title>{slide.title}</Title>
                  <Description>{slide.description}</Description>
                </Caption>
              </Slide>
            ))}
          </div>
        </div>
      </Frame>
      <Controls>
        <StepButton type="button" onClick={back} disabled={active === 0} {...{ [carouselMarks.step]: -1 }}>
          <ArrowBackIcon /> {words.back}
        </StepButton>
        <Middle>
          {slides.map((slide, index) => (
            <Dot
              key={slide.id}
              type="button"
              aria-label={words.dot(index + 1, slide.title)}
              aria-controls={`${id}-slide-${index}`}
              aria-current={index === active}
              {...{ [carouselMarks.to]: index }}
              onClick={() => setActive(index)}
            />
          ))}
          {!reducedMotion && count > 1 && (
            <PlayButton type="button" onClick={() => setStopped(value => !value)}>
              {stopped ? <PlayIcon /> : <PauseIcon />}
              <VisuallyHidden>{stopped ? words.play : words.pause}</VisuallyHidden>
            </PlayButton>
          )}
        </Middle>
        <StepButton type="button" onClick={next} disabled={active >= last} {...{ [carouselMarks.step]: 1 }}>
          {words.next} <ArrowNextIcon />
        </StepButton>
      </Controls>
      <VisuallyHidden aria-live={playing && !paused ? "off" : "polite"}>
        {`${words.position(active + 1, count)}: ${slides[active]?.title ?? ""}`}
      </VisuallyHidden>
    </Region>
  )
}
