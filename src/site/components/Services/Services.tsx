import React, { CSSProperties } from "react"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { Picture } from "../Picture"
import { Card, CardBody } from "../Card"
import { ArrowNextIcon } from "../Icons"
import { layoutBreakpoints, theme } from "../../theme"
import { cardPlaces } from "./rows"
import { OpenStatus } from "../OpenStatus"

export interface Service extends Pick<Queries.ServiceCard, "title" | "description" | "lines" | "imageAlt"> {
  image: IGatsbyImageData | null | undefined
  /** The service's own page, when it has one. */
  path?: string
  /** The service's file name (dental), for whether it is open now. */
  slug: string
}

const gap = theme.space(8)
/** The breakpoints from which cards sit side by side, placed in rows as even as they can be (rows.ts). */
const placedFrom = layoutBreakpoints.slice(1)

/**
 * Two tracks for each card of the longest row, each card two tracks wide, so that a shorter row can start one track
 * in, centred. A card is at most the spec's 350 px wide; narrower where two do not fit otherwise.
 */
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-content: center;
  gap: ${gap};
  ${placedFrom
    .map(
      name => `${theme.up(name)} {
        grid-template-columns: repeat(var(--tracks-${name}), minmax(0, calc((${theme.sizes.serviceCard.width}px - ${gap}) / 2)));
      }`,
    )
    .join("\n")}
`

/** Full width on phones; the spec's 500 px tall from the sm breakpoint up. */
const ServiceCard = styled(Card)`
  position: relative;
  ${theme.up("sm")} {
    min-height: ${theme.sizes.serviceCard.height}px;
  }
  ${placedFrom.map(name => `${theme.up(name)} { grid-column: var(--start-${name}, auto) / span 2; }`).join("\n")}
`

const Title = styled.h3`
  color: ${theme.colors.primary};
  letter-spacing: 0.04em;
`

const Lines = styled.ul`
  margin: 0;
  padding-left: ${theme.space(5)};
  li + li {
    margin-top: ${theme.space(1)};
  }
`

/** The title leads to the service's page, and so does a tap anywhere on the card: the card keeps its size. */
const TitleLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  color: inherit;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  &:focus-visible::after {
    outline: 3px solid ${theme.colors.focus};
    border-radius: ${theme.radius.card};
  }
`

/** The services as cards, with every line of what each includes, each leading to the service's page. */
export function Services({ services }: { services: Service[] }) {
  const places = placedFrom.map(name => ({ name, ...cardPlaces(services.length, theme.cardsPerRow.services[name]) }))
  const gridStyle = Object.fromEntries(places.map(({ name, columns }) => [`--tracks-${name}`, 2 * columns]))
  const cardStyle = (index: number) =>
    Object.fromEntries(
      places.flatMap(({ name, starts }) => (starts[index] ? [[`--start-${name}`, starts[index]]] : [])),
    )
  return (
    <Grid style={gridStyle as CSSProperties}>
      {services.map((service, index) => (
        <ServiceCard key={service.title} style={cardStyle(index) as CSSProperties}>
          <Picture image={service.image} alt={service.imageAlt} />
          <CardBody>
            <Title>
              {service.path ? (
                <TitleLink to={service.path}>
                  {service.title}
                  <ArrowNextIcon />
                </TitleLink>
              ) : (
                service.title
              )}
            </Title>
            <OpenStatus service={service.slug} />
            <p>{service.description}</p>
            <Lines>
              {service.lines.map(line => (
                <li key={line}>{line}</li>
              ))}
            </Lines>
          </CardBody>
        </ServiceCard>
      ))}
    </Grid>
  )
}
