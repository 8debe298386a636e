export { Map } from "./Map"
export type { LatLng, MapBounds, MapMarker, MapProps } from "./types"
