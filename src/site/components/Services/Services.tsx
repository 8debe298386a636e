import React from "react"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { Picture } from "../Picture"
import { Card, CardBody } from "../Card"
import { ArrowNextIcon } from "../Icons"
import { theme } from "../../theme"

export interface Service extends Pick<Queries.ServiceCard, "title" | "description" | "lines" | "imageAlt"> {
  image: IGatsbyImageData | null | undefined
  /** The service's own page, when it has one. */
  path?: string
}

const Grid = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(8)};
`

/** Full width on phones; the spec's 350×500 from the sm breakpoint up. */
const ServiceCard = styled(Card)`
  position: relative;
  width: 100%;
  ${theme.up("sm")} {
    width: ${theme.sizes.serviceCard.width}px;
    min-height: ${theme.sizes.serviceCard.height}px;
  }
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
  return (
    <Grid>
      {services.map(service => (
        <ServiceCard key={service.title}>
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
