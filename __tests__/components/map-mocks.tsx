// Stand-ins for the Google parts the map relies on, and the tap that asks for it, shared by the map and location tests.
import React from "react"
import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"

interface MockMapProps {
  center?: { lat: number; lng: number }
  zoom?: number
  children?: React.ReactNode
}

/** The module factory for jest.mock("@react-google-maps/api"): plain elements a test can find by role. */
export function googleMapsModuleMock() {
  return {
    useJsApiLoader: jest.fn(),
    GoogleMap: ({ center, zoom, children }: MockMapProps) => (
      <div role="application" aria-label={`Google map at ${center?.lat}, ${center?.lng}, zoom ${zoom}`}>
        {children}
      </div>
    ),
    MarkerF: ({ title, children }: { title: string; children?: React.ReactNode }) => (
      <div role="img" aria-label={`Marker: ${title}`}>
        {children}
      </div>
    ),
    InfoWindowF: ({ children }: { children: React.ReactNode }) => <div role="dialog">{children}</div>,
  }
}

/** Taps the map's "Show map" (named `name`), then resolves once the lazily loaded Google view has rendered. */
export async function showMap(name = "Show map") {
  await userEvent.click(screen.getByRole("button", { name }))
  await act(async () => {
    await import("../../src/site/components/Map/GoogleMapView")
  })
}
