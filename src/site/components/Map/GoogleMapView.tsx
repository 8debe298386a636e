import React from "react"
import styled from "styled-components"
import { GoogleMap, InfoWindowF, MarkerF, useJsApiLoader } from "@react-google-maps/api"
import { localeInfo, useLocale } from "../../i18n"
import { loaderOptions } from "./map-config"
import { AuthFailurePanel, FailedPanel, LoadingPanel } from "./MapPanels"
import { useAuthFailure } from "./use-auth-failure"
import type { LatLng, MapBounds, MapMarker } from "./types"
import { theme } from "../../theme"

const InfoText = styled.p`
  margin: 0;
  color: ${theme.colors.text};
`

const fillArea = { width: "100%", height: "100%" }

interface GoogleMapViewProps {
  apiKey: string
  center?: LatLng
  zoom?: number
  bounds?: MapBounds
  markers: MapMarker[]
}

/** Loads the Google Maps script (on mount, so mount it only when the map is wanted) and shows each loading state. */
export function GoogleMapView({ apiKey, center, zoom, bounds, markers }: GoogleMapViewProps) {
  // Listen for a rejected key before the script can report one.
  const authFailed = useAuthFailure()
  // Google's own words on the map (place names, controls) in the page's language.
  const language = localeInfo[useLocale()].lang
  const { isLoaded, loadError } = useJsApiLoader({ ...loaderOptions, language, googleMapsApiKey: apiKey })

  if (authFailed) return <AuthFailurePanel />
  if (loadError) return <FailedPanel />
  if (!isLoaded) return <LoadingPanel />
  return (
    <GoogleMap
      mapContainerStyle={fillArea}
      center={center}
      zoom={zoom}
      onLoad={bounds ? map => map.fitBounds(bounds) : undefined}
    >
      {markers.map(marker => (
        <MarkerF key={`${marker.position.lat},${marker.position.lng}`} position={marker.position} title={marker.title}>
          {marker.infoWindow && (
            <InfoWindowF>
              <InfoText>{marker.infoWindow}</InfoText>
            </InfoWindowF>
          )}
        </MarkerF>
      ))}
    </GoogleMap>
  )
}
