import React from "react"
import styled from "styled-components"
import { theme } from "../../../site/theme"

const Track = styled.div<{ $track: string }>`
  flex: 1;
  min-width: ${theme.space(20)};
  height: ${theme.space(2)};
  border-radius: ${theme.radius.small};
  background: ${({ $track }) => $track};
  overflow: hidden;
`

const Fill = styled.div<{ $color: string }>`
  height: 100%;
  background: ${({ $color }) => $color};
`

interface ProgressBarProps {
  /** 0 to 100. */
  value: number
  color: string
  /** The track behind the bar, lighter than `color`. */
  trackColor: string
  /** What is measured, read aloud with the value. */
  label: string
}

/** A horizontal bar showing a percentage. */
export function ProgressBar({ value, color, trackColor, label }: ProgressBarProps) {
  return (
    <Track
      $track={trackColor}
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={`${value}%`}
    >
      <Fill $color={color} style={{ width: `${value}%` }} />
    </Track>
  )
}
