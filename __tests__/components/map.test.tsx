import React from "react"
import { renderToString } from "react-dom/server.node"
import { act, screen } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import { useJsApiLoader } from "@react-google-maps/api"
import { Map, MapProps } from "../../src/site/components/Map"
import { renderWithTheme } from "../support/render"
import { showMap } from "./map-mocks"

jest.mock("@react-google-maps/api", () => jest.requireActual("./map-mocks").googleMapsModuleMock())

const loader = jest.mocked(useJsApiLoader)

const newYork = { lat: 40.748817, lng: -73.985428 }
const props: MapProps = {
  label: "Map of the demo office",
  center: newYork,
  zoom: 12,
  markers: [{ position: newYork, title: "Demo office", infoWindow: "A sample marker." }],
  address: "350 Fifth Avenue, New York",
}
const withKey: MapProps = { ...props, apiKey: "test-key" }

beforeEach(() => {
  loader.mockReset()
  loader.mockReturnValue({ isLoaded: false, loadError: undefined })
  delete window.gm_authFailure
})

describe("without an API key", () => {
  test("shows the address and a directions link, and never loads Google's script", () => {
    renderWithTheme(<Map {...props} apiKey="" />)
    expect(screen.getByText("350 Fifth Avenue, New York")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Get directions" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=40.748817,-73.985428",
    )
    expect(screen.queryByRole("region", { name: "Map of the demo office" })).not.toBeInTheDocument()
    // Nothing to show: no button that could only say so.
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
    expect(loader).not.toHaveBeenCalled()
  })

  test("without an address, the directions link stands alone", () => {
    renderWithTheme(<Map {...props} address={undefined} apiKey="" />)
    expect(screen.getByRole("link", { name: "Get directions" })).toBeInTheDocument()
    expect(screen.queryByText("350 Fifth Avenue, New York")).not.toBeInTheDocument()
  })
})

describe("with an API key", () => {
  test("first shows the address, the directions link and Show map, and loads nothing from Google", () => {
    renderWithTheme(<Map {...withKey} />)
    expect(screen.getByText("350 Fifth Avenue, New York")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Get directions" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=40.748817,-73.985428",
    )
    expect(screen.getByRole("button", { name: "Show map" })).toBeVisible()
    expect(screen.queryByRole("region", { name: "Map of the demo office" })).not.toBeInTheDocument()
    expect(screen.queryByText("Loading map…")).not.toBeInTheDocument()
    expect(loader).not.toHaveBeenCalled()
    expect(document.querySelector("script")).toBeNull()
  })

  test("in the server's HTML, Show map is hidden until the block has hydrated, and no script would answer it", async () => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(<Map {...withKey} />)
    document.body.append(container)
    expect(container).toHaveTextContent("350 Fifth Avenue, New York")
    expect(screen.getByRole("link", { name: "Get directions" })).toBeVisible()
    expect(screen.queryByRole("button", { name: "Show map" })).not.toBeInTheDocument()

    const root = await act(async () => hydrateRoot(container, <Map {...withKey} />))
    expect(screen.getByRole("button", { name: "Show map" })).toBeVisible()
    expect(loader).not.toHaveBeenCalled()
    act(() => root.unmount())
    container.remove()
  })

  test("the tap on Show map loads Google's script with the key, showing 'Loading map…' in a 400 px frame", async () => {
    renderWithTheme(<Map {...withKey} />)
    await showMap()
    expect(loader).toHaveBeenCalledWith(expect.objectContaining({ googleMapsApiKey: "test-key", language: "en" }))
    const area = screen.getByRole("region", { name: "Map of the demo office" })
    expect(area).toHaveStyle({ height: "400px" })
    expect(area).toHaveFocus()
    expect(screen.getByRole("status")).toHaveTextContent("Loading map…")
    expect(screen.queryByRole("application")).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Show map" })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Get directions" })).toBeInTheDocument()
  })

  test("keeps the height it is given", async () => {
    renderWithTheme(<Map {...withKey} height={250} />)
    await showMap()
    expect(screen.getByRole("region", { name: "Map of the demo office" })).toHaveStyle({ height: "250px" })
  })

  test("once loaded, shows the map at its center and zoom with the marker and its info window", async () => {
    loader.mockReturnValue({ isLoaded: true, loadError: undefined })
    renderWithTheme(<Map {...withKey} />)
    await showMap()
    expect(
      screen.getByRole("application", { name: "Google map at 40.748817, -73.985428, zoom 12" }),
    ).toBeInTheDocument()
    expect(screen.getByRole("img", { name: "Marker: Demo office" })).toBeInTheDocument()
    expect(screen.getByRole("dialog")).toHaveTextContent("A sample marker.")
    expect(screen.queryByText("Loading map…")).not.toBeInTheDocument()
  })

  test("a marker without info window text opens none", async () => {
    loader.mockReturnValue({ isLoaded: true, loadError: undefined })
    renderWithTheme(<Map {...withKey} markers={[{ position: newYork, title: "Demo office" }]} />)
    await showMap()
    expect(screen.getByRole("img", { name: "Marker: Demo office" })).toBeInTheDocument()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  test("says so when the script fails to load, and keeps the directions", async () => {
    loader.mockReturnValue({ isLoaded: false, loadError: new Error("network") })
    renderWithTheme(<Map {...withKey} />)
    await showMap()
    expect(screen.getByRole("alert")).toHaveTextContent("The Google Maps JavaScript API could not load.")
    expect(screen.getByRole("link", { name: "Get directions" })).toBeInTheDocument()
  })

  test("replaces the map with the AuthFailure panel when Google rejects the key", async () => {
    loader.mockReturnValue({ isLoaded: true, loadError: undefined })
    renderWithTheme(<Map {...withKey} />)
    await showMap()
    expect(screen.getByRole("application")).toBeInTheDocument()

    act(() => window.gm_authFailure?.())

    const panel = screen.getByRole("alert")
    expect(panel).toHaveTextContent("Error: AuthFailure")
    expect(panel).toHaveTextContent("A problem with the API key prevents the map from rendering")
    expect(panel).toHaveTextContent("check that the key is correct")
    expect(screen.queryByRole("application")).not.toBeInTheDocument()
  })

  test("leaves Google's auth-failure hook as it found it when the map goes away", async () => {
    const { unmount } = renderWithTheme(<Map {...withKey} />)
    expect(window.gm_authFailure).toBeUndefined()
    await showMap()
    expect(window.gm_authFailure).toEqual(expect.any(Function))
    unmount()
    expect(window.gm_authFailure).toBeUndefined()
  })
})

describe("the warning about a map that cannot be placed", () => {
  let warn: jest.SpyInstance
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  test("is logged when a map has neither center and zoom nor bounds", () => {
    renderWithTheme(<Map label="Lost map" markers={[]} apiKey="" />)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Lost map"))
  })

  test("is logged when a map has a center but no zoom", () => {
    renderWithTheme(<Map label="Lost map" center={newYork} apiKey="" />)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  test("is not logged for a center and zoom, nor for bounds", () => {
    renderWithTheme(<Map {...props} apiKey="" />)
    renderWithTheme(<Map label="Bounded" bounds={{ north: 41, south: 40, east: -73, west: -74 }} apiKey="" />)
    expect(warn).not.toHaveBeenCalled()
  })
})
