import React from "react"
import { IconProps, SvgIcon } from "../../../site/components/Icons/SvgIcon"

/** Icons of the demonstration screens (/admin, /auth, /landing, /profile), drawn on a 24×24 grid. */

export const ChartBarIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M4 20h16v2H2V2h2v18zm2-2V10h3v8H6zm5 0V5h3v13h-3zm5 0v-6h3v6h-3z" />
  </SvgIcon>
)

export const ChartPieIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M11 2.05V13h10.95A10 10 0 1 1 11 2.05zM13 2.05A10 10 0 0 1 21.95 11H13V2.05z" />
  </SvgIcon>
)

export const UsersIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M9 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8zm7.5 0a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM1 20c0-3.3 3.6-6 8-6s8 2.7 8 6v1H1v-1zm17.5 1v-1c0-2-.9-3.8-2.4-5.1 3.7.2 6.9 2.2 6.9 5.1v1h-4.5z" />
  </SvgIcon>
)

export const PercentIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M7 10.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7zm0-2a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm10 12a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7zm0-2a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM18.4 4.2l1.4 1.4L5.6 19.8l-1.4-1.4L18.4 4.2z" />
  </SvgIcon>
)

export const ArrowUpIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M13 7.8V20h-2V7.8l-5.4 5.4L4.2 11.8 12 4l7.8 7.8-1.4 1.4L13 7.8z" />
  </SvgIcon>
)

export const ArrowDownIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M11 16.2V4h2v12.2l5.4-5.4 1.4 1.4L12 20l-7.8-7.8 1.4-1.4 5.4 5.4z" />
  </SvgIcon>
)

export const BellIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6V11c0-3.3-2.2-6-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2C7.2 5 5 7.7 5 11v5l-2 2v1h18v-1l-2-2z" />
  </SvgIcon>
)

export const SearchIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
  </SvgIcon>
)

export const MoreIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 8a2 2 0 1 1 0-4 2 2 0 0 1 0 4zm0 6a2 2 0 1 1 0-4 2 2 0 0 1 0 4zm0 6a2 2 0 1 1 0-4 2 2 0 0 1 0 4z" />
  </SvgIcon>
)

export const DashboardIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M3 13h8V3H3v10zm0 8h8v-6H3v6zm10 0h8V11h-8v10zm0-18v6h8V3h-8z" />
  </SvgIcon>
)

export const SettingsIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.5L6.5 11a7.6 7.6 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.7 1.7 1L11 21h4l.4-2.9c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5-2.2-1.6zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z" />
  </SvgIcon>
)

export const TableIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M3 3h18v18H3V3zm2 2v4h14V5H5zm0 6v4h6v-4H5zm8 0v4h6v-4h-6zm-8 6v2h6v-2H5zm8 0v2h6v-2h-6z" />
  </SvgIcon>
)

export const MapIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M15 5.1L9 3 3 5v16l6-2.1 6 2.1 6-2V3l-6 2.1zM15 19l-6-2.1V5l6 2.1V19z" />
  </SvgIcon>
)

export const LoginIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M10 17l1.4-1.4-2.6-2.6H20v-2H8.8l2.6-2.6L10 7l-5 5 5 5zM4 3h8v2H4v14h8v2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" />
  </SvgIcon>
)

export const RegisterIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M10 12a4 4 0 1 1 0-8 4 4 0 0 1 0 8zm-8 8c0-3.3 3.6-6 8-6 1 0 2 .1 2.9.4A6 6 0 0 0 12 17.5V20H2zm17-5h2v2h2v2h-2v2h-2v-2h-2v-2h2v-2z" />
  </SvgIcon>
)

export const PageIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M6 2h9l5 5v15H4V2h2zm0 2v16h12V8h-4V4H6zm2 8h8v2H8v-2zm0 4h8v2H8v-2z" />
  </SvgIcon>
)

export const ProfileIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 4a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm0 14a8 8 0 0 0 6.2-2.9C16.7 15.8 14.4 15 12 15s-4.7.8-6.2 2.1A8 8 0 0 0 12 20z" />
  </SvgIcon>
)

export const GoogleIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M21.6 10.2H12v3.9h5.5c-.5 2.5-2.6 3.9-5.5 3.9a6 6 0 0 1 0-12c1.5 0 2.8.5 3.8 1.4l2.9-2.9A10 10 0 1 0 12 22c5 0 9.8-3.6 9.8-10 0-.6-.1-1.2-.2-1.8z" />
  </SvgIcon>
)

export const AwardIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 2a7 7 0 0 1 4.5 12.4L18 22l-6-3-6 3 1.5-7.6A7 7 0 0 1 12 2zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
  </SvgIcon>
)

export const RefreshIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M17.7 6.3A8 8 0 1 0 19.7 14h-2.1a6 6 0 1 1-1.4-6.2L13 11h7V4l-2.3 2.3z" />
  </SvgIcon>
)

export const FingerprintIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M12 3a9 9 0 0 1 9 9v2h-2v-2a7 7 0 0 0-14 0v5H3v-5a9 9 0 0 1 9-9zm0 4a5 5 0 0 1 5 5v4a5 5 0 0 1-1 3l-1.6-1.2c.4-.5.6-1.1.6-1.8v-4a3 3 0 0 0-6 0v1H7v-1a5 5 0 0 1 5-5zm-1 5h2v4a5 5 0 0 1-3.5 4.8l-.6-1.9A3 3 0 0 0 11 16v-4z" />
  </SvgIcon>
)

export const BriefcaseIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M9 3h6a2 2 0 0 1 2 2v1h4a1 1 0 0 1 1 1v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a1 1 0 0 1 1-1h4V5a2 2 0 0 1 2-2zm0 3h6V5H9v1z" />
  </SvgIcon>
)
