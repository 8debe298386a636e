import React, { CSSProperties } from "react"
import styled from "styled-components"
import { BlockCode, HydrateWhen, Island } from "../../hydration"
import { PerBreakpoint, layoutBreakpoints, theme } from "../../theme"
import { SearchMeta, searchBody } from "../../../model/search"
import { SearchMetaTags } from "../Search/SearchMetaTags"

const Band = styled.section`
  /* The browser lays out a band only when it nears the screen: less work while a phone loads the page. */
  content-visibility: auto;
  contain-intrinsic-size: auto var(--height-xs, ${theme.sizes.sectionEstimate}px);
  ${layoutBreakpoints
    .slice(1)
    .map(
      name =>
        `${theme.up(name)} { contain-intrinsic-size: auto var(--height-${name}, ${theme.sizes.sectionEstimate}px); }`,
    )
    .join("\n")}
  padding: ${theme.space(12)} ${theme.space(4)};
  ${theme.up("md")} {
    padding: ${theme.space(16)} ${theme.space(6)};
  }
`

/** A white band, to tell neighbouring sections apart. */
const TintedBand = styled(Band)`
  background: ${theme.colors.surface};
`

const Inner = styled.div`
  max-width: ${theme.sizes.contentWidth}px;
  margin: 0 auto;
`

const Heading = styled.h2`
  margin-bottom: ${theme.space(2)};
  color: ${theme.colors.text};
  font-size: ${theme.fontSize.h2};
  text-align: center;
  ${theme.up("md")} {
    font-size: ${theme.fontSize.display};
  }
  &::after {
    content: "";
    display: block;
    width: 56px;
    height: 4px;
    margin: ${theme.space(3)} auto 0;
    border-radius: 2px;
    background: ${theme.colors.primary};
  }
`

const Eyebrow = styled.p`
  margin-bottom: ${theme.space(2)};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSize.small};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-align: center;
  text-transform: uppercase;
`

const Intro = styled.p`
  max-width: 40rem;
  margin: ${theme.space(4)} auto 0;
  color: ${theme.colors.muted};
  text-align: center;
`

const Body = styled.div`
  margin-top: ${theme.space(10)};
`

/** A band of cards' height at each breakpoint: its heading's, then a row's for each row its `count` cards fill. */
export function cardBandHeights(
  { head, row }: { head: PerBreakpoint; row: PerBreakpoint },
  perRow: PerBreakpoint,
  count: number,
): PerBreakpoint {
  const at = (name: keyof PerBreakpoint) => head[name] + Math.ceil(count / perRow[name]) * row[name]
  return { xs: at("xs"), sm: at("sm"), md: at("md"), lg: at("lg") }
}

export interface SectionProps {
  id?: string
  title?: string
  /** A short line above the heading. */
  eyebrow?: string
  intro?: string
  /** A white band, to tell neighbouring sections apart. */
  tinted?: boolean
  /** When its content hydrates on the first page: "near" for interactive content, "touch" for text and links. */
  hydrate?: HydrateWhen
  /** The lazyBlock the content renders: its code is downloaded when the content is about to hydrate. */
  code?: BlockCode
  /** The section's kind and title in the site search, for a section indexed on its own (the health articles). */
  search?: SearchMeta
  /** More ids that lead to the section's top, each meaning something to its content (#book=dental). */
  anchors?: string[]
  /** How tall the content is drawn at each breakpoint (theme.sizes.bands), kept for it until it is laid out. */
  height?: PerBreakpoint
  children: React.ReactNode
}

/** One band of the home page: centred heading, optional intro, then its content. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tinted = false,
  hydrate = "touch",
  code,
  search,
  anchors = [],
  height,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined
  const Wrapper = tinted ? TintedBand : Band
  // The content hydrates on its own, later than the page (see src/site/hydration), and not at all while nobody
  // needs it: a phone loading the page spends its time on what is on screen.
  const content = (
    <Island when={hydrate} code={code}>
      {children}
    </Island>
  )
  return (
    <Wrapper
      id={id}
      aria-labelledby={title ? headingId : undefined}
      style={
        height &&
        (Object.fromEntries(layoutBreakpoints.map(name => [`--height-${name}`, `${height[name]}px`])) as CSSProperties)
      }
      {...(search && searchBody)}
    >
      {anchors.map(anchor => (
        <span key={anchor} id={anchor} />
      ))}
      <Inner>
        {search && <SearchMetaTags meta={search} />}
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        {title && <Heading id={headingId}>{title}</Heading>}
        {intro && <Intro>{intro}</Intro>}
        {title ? <Body>{content}</Body> : content}
      </Inner>
    </Wrapper>
  )
}
