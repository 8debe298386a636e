import React, { Suspense, lazy, useEffect, useRef } from "react"
import styled from "styled-components"
import { googleMapsApiKey } from "./api-key"
import { Directions } from "./Directions"
import { preloadMargin } from "./map-config"
import { LoadingPanel, NotLoadedPanel } from "./MapPanels"
import { useNearViewport } from "./use-near-viewport"
import type { MapProps } from "./types"
import { theme } from "../../theme"

// Google's loader is fetched only when a map with a key nears the screen: without a key, visitors never download it.
const GoogleMapView = lazy(() => import("./GoogleMapView").then(module => ({ default: module.GoogleMapView })))

const Wrapper = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`

/** Fixed height from the first paint, so the page does not jump while the map loads. */
const Area = styled.div`
  height: ${theme.sizes.mapHeight}px;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.card};
  background: ${theme.colors.background};
`

/**
 * A Google map with markers, for the home page and /admin/maps.
 * Without an API key it shows only the address and a directions link, and requests nothing from Google.
 * With a key, the Google script loads when the map comes near the screen.
 */
export function Map({
  label,
  center,
  zoom,
  bounds,
  markers = [],
  address,
  height,
  apiKey = googleMapsApiKey,
}: MapProps) {
  const areaRef = useRef<HTMLDivElement>(null)
  const near = useNearViewport(areaRef, preloadMargin)

  const hasView = (center !== undefined && zoom !== undefined) || bounds !== undefined
  useEffect(() => {
    if (!hasView) console.warn(`Map “${label}” has neither a center and zoom nor bounds, so it cannot be placed.`)
  }, [hasView, label])

  const destination = markers[0]?.position ?? center
  const directions = <Directions address={address} destination={destination} />
  if (!apiKey) return directions

  return (
    <Wrapper>
      <Area ref={areaRef} style={height ? { height } : undefined} role="region" aria-label={label}>
        {near ? (
          <Suspense fallback={<LoadingPanel />}>
            <GoogleMapView apiKey={apiKey} center={center} zoom={zoom} bounds={bounds} markers={markers} />
          </Suspense>
        ) : (
          <NotLoadedPanel />
        )}
      </Area>
      {directions}
    </Wrapper>
  )
}
