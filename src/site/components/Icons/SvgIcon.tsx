import React from "react"

export interface IconProps {
  /** Size in px (width and height). */
  size?: number
  /** Spoken name; without it the icon is decoration and hidden from screen readers. */
  title?: string
  className?: string
}

/** An inline SVG icon on a 24×24 grid, drawn in the current text colour. */
export function SvgIcon({ size = 24, title, className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      className={className}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title && <title>{title}</title>}
      {children}
    </svg>
  )
}
