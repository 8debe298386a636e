import React from "react"
import styled, { keyframes } from "styled-components"
import { useDictionary } from "../../i18n"
import { PauseIcon } from "../Icons"
import { VisuallyHidden } from "../VisuallyHidden"
import { theme, visuallyHidden } from "../../theme"

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`

/** One strip a page: a fixed id, the same in the server's HTML and the island's own React root. */
const switchId = "insurers-pause"

/** The pause switch: a checkbox before the strip, so that plain CSS pauses the strip when it is checked. */
const Switch = styled.input`
  ${visuallyHidden}
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(to right, transparent, #000 8%, #000 92%, transparent);
`

/**
 * The list twice, translated by one copy per cycle so the loop is seamless. A CSS animation, not Swiper: runs before
 * JS, on the compositor, with the spec's 25 s linear cycle at any width, and pauses mid-movement on hover (Swiper's
 * autoplay can't).
 */
const Track = styled.ul`
  display: flex;
  width: max-content;
  margin: 0;
  padding: 0;
  list-style: none;
  animation: ${scroll} ${theme.motion.marqueeCycleSeconds}s linear infinite;
  animation-play-state: running;
  ${Viewport}:hover &,
  ${Switch}:checked ~ ${Viewport} & {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    flex-wrap: wrap;
    justify-content: center;
    width: auto;
    animation: none;
    li[aria-hidden="true"] {
      display: none;
    }
  }
`

const Item = styled.li`
  flex: none;
  padding: ${theme.space(2)} ${theme.space(3)};
`

const Name = styled.span`
  display: block;
  padding: ${theme.space(4)} ${theme.space(8)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.card};
  background: ${theme.colors.surface};
  color: ${theme.colors.primaryDark};
  font-size: ${theme.fontSize.large};
  font-weight: 800;
  letter-spacing: 0.06em;
  white-space: nowrap;
`

const Controls = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space(4)};
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`

/** Looks like a button, pressed while the strip is paused. */
const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: ${theme.sizes.touchTarget}px;
  padding: 0 ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: 999px;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.primary};
  }
  ${Switch}:checked ~ ${Controls} & {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primaryLight};
  }
  ${Switch}:focus-visible ~ ${Controls} & {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`

/**
 * Insurer names scrolling past continuously; paused on hover or with its switch, which needs no script, so the
 * strip never moves without a working pause. Still under reduced motion.
 */
export function Insurers({ names }: { names: readonly string[] }) {
  const words = useDictionary().insurers
  return (
    <>
      <Switch type="checkbox" id={switchId} />
      <Viewport>
        <Track data-testid="insurers-track">
          {[...names, ...names].map((name, index) => (
            <Item key={index} aria-hidden={index >= names.length ? true : undefined}>
              <Name>{name}</Name>
            </Item>
          ))}
        </Track>
      </Viewport>
      <Controls>
        <SwitchLabel htmlFor={switchId}>
          <PauseIcon size={18} />
          {words.pause}
          <VisuallyHidden> {words.strip}</VisuallyHidden>
        </SwitchLabel>
      </Controls>
    </>
  )
}
