import type { Libraries } from "@react-google-maps/api"
import type { LatLng } from "./types"

// Module-level so the loader sees the same array on every render (a new array would reload the script).
const libraries: Libraries = ["maps"]

/** The spec's script parameters besides the key: version, libraries, language and region. */
export const loaderOptions = {
  id: "google-maps-script",
  version: "weekly",
  libraries,
  language: "en",
  region: "KE",
  // Roboto from Google's servers costs patients data; the site's own fonts are enough.
  preventGoogleFontsLoading: true,
} as const

/** Google Maps directions to a point; the visitor's own app or browser works out the route from where they are. */
export function directionsUrl({ lat, lng }: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`
}
