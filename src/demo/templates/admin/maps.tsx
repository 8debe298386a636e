import React from "react"
import styled from "styled-components"
import { graphql, HeadFC, PageProps } from "gatsby"
import { AdminLayout } from "../../layouts/AdminLayout"
import { Seo } from "../../../site/components/Seo"
import { Map } from "../../../site/components/Map"
import { cardSurface } from "../../../site/components/Card"
import { theme } from "../../../site/theme"
import { demoScreens, isPrivateScreen } from "../../screens"

const Card = styled.section`
  ${cardSurface}
  padding: ${theme.space(4)};
`

export default function MapsPage({ data }: PageProps<Queries.AdminMapsPageQuery>) {
  const demoMap = data.demoMap
  if (!demoMap) throw new Error("content/demo/map.yaml is missing")
  const position = { lat: demoMap.lat, lng: demoMap.lng }
  return (
    <AdminLayout title={demoMap.title}>
      <Card aria-labelledby="demo-map-heading">
        <h2 id="demo-map-heading">{demoMap.markerTitle}</h2>
        <Map
          label={`Map of ${demoMap.markerTitle}`}
          center={position}
          zoom={demoMap.zoom}
          markers={[{ position, title: demoMap.markerTitle, infoWindow: demoMap.infoWindow }]}
        />
      </Card>
    </AdminLayout>
  )
}

export const Head: HeadFC = () => (
  <Seo title="Maps" path={demoScreens.maps.path} noindex={isPrivateScreen(demoScreens.maps.path)} />
)

export const query = graphql`
  query AdminMapsPage {
    demoMap {
      title
      lat
      lng
      zoom
      markerTitle
      infoWindow
    }
  }
`
