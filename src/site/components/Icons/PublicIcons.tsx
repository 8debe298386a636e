import React from "react"
import { IconProps, SvgIcon } from "./SvgIcon"

/** Icons of the public pages: brands, menu and media controls. */

export const FacebookIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z" />
  </SvgIcon>
)

export const TwitterIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M22 5.9c-.7.3-1.5.5-2.4.6.9-.5 1.5-1.3 1.8-2.3-.8.5-1.7.8-2.6 1a4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.6a4.1 4.1 0 0 0 1.3 5.5c-.7 0-1.3-.2-1.9-.5 0 2 1.4 3.7 3.3 4.1-.6.2-1.2.2-1.9.1a4.1 4.1 0 0 0 3.8 2.8A8.2 8.2 0 0 1 2 18.3 11.6 11.6 0 0 0 8.3 20c7.5 0 11.7-6.3 11.7-11.7v-.5c.8-.6 1.5-1.3 2-2z" />
  </SvgIcon>
)

export const GithubIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z" />
  </SvgIcon>
)

export const MenuIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
  </SvgIcon>
)

export const CloseIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7 10.6 12l-4.9 4.9 1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z" />
  </SvgIcon>
)

export const ChevronDownIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
  </SvgIcon>
)

export const BookIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M18 2H6a2 2 0 0 0-2 2v16c0 1.1.9 2 2 2h12a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM6 4h5v8l-2.5-1.5L6 12V4z" />
  </SvgIcon>
)

export const StarIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 17.3 18.2 21l-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.5 14l-1.7 7z" />
  </SvgIcon>
)

export const DownloadIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M5 20h14v-2H5v2zM19 9h-4V3H9v6H5l7 7 7-7z" />
  </SvgIcon>
)

export const PauseIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M6 5h4v14H6zm8 0h4v14h-4z" />
  </SvgIcon>
)

export const PlayIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M8 5v14l11-7z" />
  </SvgIcon>
)

export const ArrowBackIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z" />
  </SvgIcon>
)

export const ArrowNextIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
  </SvgIcon>
)

export const SearchIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 13.7 14.4l.3.3v.8l5 5 1.5-1.5-5-5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z" />
  </SvgIcon>
)
