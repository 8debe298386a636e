import React, { Suspense, lazy, useEffect, useRef, useState } from "react"
import styled from "styled-components"
import { googleMapsApiKey } from "../../../model/google-maps-key"
import { Directions } from "./Directions"
import { LoadingPanel } from "./MapPanels"
import type { MapProps } from "./types"
import { mapWords, useLocale } from "../../i18n"
import { theme } from "../../theme"
import { useHydrated } from "../../hooks"

// Google's loader is fetched only once the visitor asks for the map: until then, Google is sent nothing.
const GoogleMapView = lazy(() => import("./GoogleMapView").then(module => ({ default: module.GoogleMapView })))

const Wrapper = styled.div`
  display: grid;
  gap: ${theme.space(3)};
`

/** Fixed height from the tap on, so the page does not jump again while the map loads. */
const Area = styled.div`
  height: ${theme.sizes.mapHeight}px;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.card};
  background: ${theme.colors.background};
`

const ShowMap = styled.button`
  justify-self: start;
  min-height: ${theme.sizes.touchTarget}px;
  padding: 0 ${theme.space(4)};
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius.small};
  background: transparent;
  color: ${theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.primaryLight};
  }
  &[data-waiting] {
    visibility: hidden;
  }
`

/**
 * A Google map with markers, for the home page and /admin/maps.
 * It shows the address and a directions link, which need no key and no script. With a key, a "Show map" button
 * under them loads Google's script and draws the map in its place; Google hears of the visitor only then.
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
  const words = mapWords[useLocale()]
  // False in the server's HTML and while the block hydrates: a button no script answers yet is not shown.
  const hydrated = useHydrated()
  const [shown, setShown] = useState(false)
  const areaRef = useRef<HTMLDivElement>(null)

  const hasView = (center !== undefined && zoom !== undefined) || bounds !== undefined
  useEffect(() => {
    if (!hasView) console.warn(`Map “${label}” has neither a center and zoom nor bounds, so it cannot be placed.`)
  }, [hasView, label])
  // The button that had the focus is gone: the map's area takes it, and says what it holds.
  useEffect(() => {
    if (shown) areaRef.current?.focus()
  }, [shown])

  const destination = markers[0]?.position ?? center
  const directions = <Directions address={address} destination={destination} />
  if (!apiKey) return directions

  return (
    <Wrapper>
      {directions}
      {shown ? (
        <Area ref={areaRef} tabIndex={-1} style={height ? { height } : undefined} role="region" aria-label={label}>
          <Suspense fallback={<LoadingPanel />}>
            <GoogleMapView apiKey={apiKey} center={center} zoom={zoom} bounds={bounds} markers={markers} />
          </Suspense>
        </Area>
      ) : (
        // Keeps its place while hidden, so that nothing moves when it appears.
        <ShowMap type="button" data-waiting={hydrated ? undefined : ""} onClick={() => setShown(true)}>
          {words.showMap}
        </ShowMap>
      )}
    </Wrapper>
  )
}
