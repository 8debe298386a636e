// Stand-ins for the browser and Google parts the map relies on, shared by the map and location tests.
import React from "react"
import { act } from "@testing-library/react"

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

type Callback = (entries: Pick<IntersectionObserverEntry, "isIntersecting">[]) => void

/** Replaces IntersectionObserver; `scrollNear()` tells every observer its element came near the screen. */
export function mockIntersectionObserver() {
  const observers: { callback: Callback; options?: IntersectionObserverInit }[] = []
  class MockObserver {
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observers.push({ callback, options })
    }
    observe() {}
    disconnect() {}
  }
  Object.assign(window, { IntersectionObserver: MockObserver })
  return {
    observers,
    /** Resolves once the lazily loaded Google view has rendered. */
    scrollNear: async () => {
      act(() => observers.forEach(({ callback }) => callback([{ isIntersecting: true }])))
      await act(async () => {
        await import("../../src/site/components/Map/GoogleMapView")
      })
    },
  }
}
