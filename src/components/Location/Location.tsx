import React, { Suspense } from "react"
import styled from "styled-components"
import { theme } from "../../theme"
import { useSiteSettings } from "../../hooks"
import { Map } from "../Map"

const Section = styled.section`
  max-width: ${theme.sizes.contentWidth}px;
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(4)};
`

/** The home page's Location section: the hospital's address and a map with one marker, from content/site.yaml. */
export function Location({ title }: { title: string }) {
  const { name, address, map } = useSiteSettings()
  const position = { lat: map.lat, lng: map.lng }
  return (
    // Its own hydration task, like every home page band (see Section).
    <Suspense fallback={null}>
      <Section id="location" aria-labelledby="location-heading">
        <h2 id="location-heading">{title}</h2>
        <Map
          label={`Map of ${name}`}
          center={position}
          zoom={map.zoom}
          markers={[{ position, title: name }]}
          address={address}
        />
      </Section>
    </Suspense>
  )
}
