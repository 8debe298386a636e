import React from "react"
import { screen } from "@testing-library/react"
import { useJsApiLoader } from "@react-google-maps/api"
import { Location } from "../../src/site/components/Location"
import { siteSettings, siteCopy } from "../support/fixtures"
import { renderWithTheme } from "../support/render"
import { showMap } from "./map-mocks"

jest.mock("@react-google-maps/api", () => jest.requireActual("./map-mocks").googleMapsModuleMock())

// The build's key, as the map reads it; each test sets it.
let mockKey = ""
jest.mock("../../src/model/google-maps-key", () => ({
  get googleMapsApiKey() {
    return mockKey
  },
}))

const loader = jest.mocked(useJsApiLoader)
const { lat, lng } = siteSettings.map

beforeEach(() => loader.mockReset())

test("without a key: the Location heading, the address and directions to the hospital's coordinate", async () => {
  mockKey = ""
  renderWithTheme(<Location title="Location" />)
  // The map's code arrives on its own, after the section (it is left out of the page's first download).
  const directions = await screen.findByRole("link", { name: "Get directions" })
  expect(screen.getByRole("region", { name: "Location" })).toHaveTextContent(siteSettings.address)
  expect(directions).toHaveAttribute("href", `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`)
  expect(loader).not.toHaveBeenCalled()
})

test("with a key: the address and directions first, then on Show map a 400 px map at the site's coordinate", async () => {
  mockKey = "test-key"
  loader.mockReturnValue({ isLoaded: true, loadError: undefined })
  renderWithTheme(<Location title="Location" />)
  const directions = await screen.findByRole("link", { name: "Get directions" })
  expect(directions).toHaveAttribute("href", `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`)
  expect(screen.getByRole("region", { name: "Location" })).toHaveTextContent(siteSettings.address)
  expect(loader).not.toHaveBeenCalled()

  await showMap()

  expect(screen.getByRole("region", { name: `Map of ${siteCopy.name}` })).toHaveStyle({ height: "400px" })
  expect(
    screen.getByRole("application", { name: `Google map at ${lat}, ${lng}, zoom ${siteSettings.map.zoom}` }),
  ).toBeInTheDocument()
  expect(screen.getAllByRole("img", { name: `Marker: ${siteCopy.name}` })).toHaveLength(1)
})
