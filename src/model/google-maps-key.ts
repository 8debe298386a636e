/**
 * The one place the Google Maps key is read. Gatsby writes the value of GATSBY_GOOGLE_MAPS_API_KEY into the
 * browser bundle at build time; an empty value means "no key": the map shows directions instead of loading Google.
 */
export const googleMapsApiKey: string = process.env.GATSBY_GOOGLE_MAPS_API_KEY ?? ""
