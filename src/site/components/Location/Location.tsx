import React from "react"
import styled from "styled-components"
import { theme } from "../../theme"
import { useSiteCopy, useSiteSettings } from "../../hooks"
import { useDictionary, useLocale } from "../../i18n"
import { Island, lazyBlock } from "../../hydration"
import { homeSections } from "../../../model/routes"

// Its code downloads only when the section comes near the screen; Google's script only after a tap on Show map.
const Map = lazyBlock(() => import(/* webpackChunkName: "block-map" */ "../Map").then(module => module.Map))

const Section = styled.section`
  max-width: ${theme.sizes.contentWidth}px;
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(4)};
`

/** The home page's Location section, from content/site.yaml: the address, directions and, on request, a map. */
export function Location({ title }: { title: string }) {
  const { address, map } = useSiteSettings()
  const { name } = useSiteCopy(useLocale())
  const words = useDictionary().map
  const position = { lat: map.lat, lng: map.lng }
  return (
    <Section id={homeSections.location} aria-labelledby="location-heading">
      <h2 id="location-heading">{title}</h2>
      <Island when="near" code={Map}>
        <Map
          label={words.label(name)}
          center={position}
          zoom={map.zoom}
          markers={[{ position, title: name }]}
          address={address}
        />
      </Island>
    </Section>
  )
}
