/** A point on the map, in decimal degrees. */
export interface LatLng {
  lat: number
  lng: number
}

/** A rectangle the map fits itself to, in decimal degrees. */
export interface MapBounds {
  north: number
  south: number
  east: number
  west: number
}

export interface MapMarker {
  position: LatLng
  /** Shown when the pointer rests on the marker, and read by screen readers. */
  title: string
  /** Text of an info window opened on the marker. */
  infoWindow?: string
}

export interface MapProps {
  /** Accessible name of the map area, e.g. "Map of Kingorani Mvita Hospital". */
  label: string
  /** Where the map starts: a center and a zoom (1 = world, 21 = building), or bounds to fit. */
  center?: LatLng
  zoom?: number
  bounds?: MapBounds
  markers?: MapMarker[]
  /** Postal address shown beside the 'Get directions' link. */
  address?: string
  /** Height of the map area in px; theme.sizes.mapHeight when left out. */
  height?: number
  /** Google Maps API key; the build's GATSBY_GOOGLE_MAPS_API_KEY when left out. Without one no map script loads. */
  apiKey?: string
}
