import React from "react"
import styled from "styled-components"
import { cardSurface } from "../../../site/components/Card"
import { IconProps } from "../../../site/components/Icons/SvgIcon"
import { ArrowDownIcon, ArrowUpIcon, ChartBarIcon, ChartPieIcon, PercentIcon, UsersIcon } from "../AdminIcons"
import { VisuallyHidden } from "../../../site/components/VisuallyHidden"
import { theme } from "../../../site/theme"
import { accentColor } from "../../theme"

/** A colour name from content → the theme's colour (content validation allows only known names). */
const icons: Record<string, (props: IconProps) => React.ReactElement> = {
  "chart-bar": ChartBarIcon,
  "chart-pie": ChartPieIcon,
  users: UsersIcon,
  percent: PercentIcon,
}

export type StatCardProps = Pick<
  Queries.StatCard,
  "subtitle" | "title" | "arrow" | "percent" | "percentColor" | "description" | "icon" | "iconColor"
>

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  ${cardSurface}
  padding: ${theme.space(4)};
  color: ${theme.colors.text};
`

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space(3)};
`

const Subtitle = styled.h2`
  margin: 0;
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`

const Value = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
`

const IconCircle = styled.span<{ $accent: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${theme.sizes.avatar}px;
  height: ${theme.sizes.avatar}px;
  border-radius: ${theme.radius.round};
  background: ${({ $accent }) => accentColor($accent)};
  color: ${theme.colors.onDark};
  box-shadow: ${theme.shadow.card};
`

const Change = styled.p`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`

const Percent = styled.span<{ $accent: string }>`
  display: inline-flex;
  align-items: center;
  font-weight: 600;
  color: ${({ $accent }) => accentColor($accent)};
`

/** One figure of the dashboard: its value, how it moved and since when. */
export function StatCard({
  subtitle,
  title,
  arrow,
  percent,
  percentColor,
  description,
  icon,
  iconColor,
}: StatCardProps) {
  const Icon = icons[icon] ?? ChartBarIcon
  const up = arrow === "up"
  const Arrow = up ? ArrowUpIcon : ArrowDownIcon
  return (
    <Card>
      <Top>
        <div>
          <Subtitle>{subtitle}</Subtitle>
          <Value>{title}</Value>
        </div>
        <IconCircle $accent={iconColor}>
          <Icon size={20} />
        </IconCircle>
      </Top>
      <Change>
        <Percent $accent={percentColor}>
          <Arrow size={14} />
          <VisuallyHidden>{up ? "Up" : "Down"}</VisuallyHidden>
          {percent}%
        </Percent>
        <span>{description}</span>
      </Change>
    </Card>
  )
}
