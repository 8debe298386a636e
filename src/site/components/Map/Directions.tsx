import React from "react"
import styled from "styled-components"
import { mapWords, useLocale } from "../../i18n"
import { SvgIcon } from "../Icons"
import { directionsUrl } from "./map-config"
import type { LatLng } from "./types"
import { theme } from "../../theme"

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.card};
  background: ${theme.colors.surface};
`

const AddressLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0;
  color: ${theme.colors.text};
`

const DirectionsLink = styled.a`
  font-weight: 600;
`

const PinIcon = () => (
  <SvgIcon>
    <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
  </SvgIcon>
)

interface DirectionsProps {
  address?: string
  destination?: LatLng
}

/** The address and a link to directions: works with no map, no key and no script at all. */
export function Directions({ address, destination }: DirectionsProps) {
  const words = mapWords[useLocale()]
  if (!address && !destination) return null
  return (
    <Row>
      {address && (
        <AddressLine>
          <PinIcon />
          {address}
        </AddressLine>
      )}
      {destination && <DirectionsLink href={directionsUrl(destination)}>{words.directions}</DirectionsLink>}
    </Row>
  )
}
